/** Not a service route: opens the catalogue if it is not open (the panel's warm-up and keep-warm ping). */
export const WARM_PATH = '/_builtin/warm';
/** Not a service route: whether the catalogue is open, without opening it. */
export const STATUS_PATH = '/_builtin/status';
/** Not a service route: what the open catalogue holds in memory and where its start went, for `bench:extension`. */
export const MEMORY_PATH = '/_builtin/memory';
/** Not a service route: the events the catalogue's page and worker recorded (lib/builtin/diagnostics.ts), without opening it. */
export const DIAGNOSTICS_PATH = '/_builtin/diagnostics';
/**
 * Not a service route: opens the catalogue, runs a few searches of each kind and waits until the
 * browser has had time to keep their compiled WebAssembly, then releases it unless asked meanwhile
 * (the background's compile-ahead after an install or update; see builtin/prepare.ts).
 */
export const PREPARE_PATH = '/_builtin/prepare';
/** The one-shot alarm an install or update sets for that compile-ahead (Chrome only; lib/extension/builtin-prepare.ts). */
export const PREPARE_ALARM = 'uplift-lens:prepare-builtin';
