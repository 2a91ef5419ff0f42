/** Not a service route: opens the catalogue if it is not open (the panel's warm-up and keep-warm ping). */
export const WARM_PATH = '/_builtin/warm';
/** Not a service route: whether the catalogue is open, without opening it. */
export const STATUS_PATH = '/_builtin/status';
/** Not a service route: what the open catalogue holds in memory and where its start went, for `bench:extension`. */
export const MEMORY_PATH = '/_builtin/memory';
/** Not a service route: the events the catalogue's page and worker recorded (lib/builtin/diagnostics.ts), without opening it. */
export const DIAGNOSTICS_PATH = '/_builtin/diagnostics';
