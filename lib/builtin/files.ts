/** The files of the built-in catalogue, under `builtin/` in the extension package. */
export const BUILTIN_DIR = 'builtin';
export const BUILTIN_FILES = {
  manifest: 'catalogue.json',
  /** A PGlite data-dir tarball (gzip) of a cleanly shut-down cluster: migrations applied, catalogue and embeddings loaded. */
  database: 'catalogue.tgz',
  wordVectors: 'word-vectors.bin',
} as const;
