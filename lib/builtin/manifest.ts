import { z } from 'zod';

/** The files of the built-in catalogue, under `builtin/` in the extension package. */
export const BUILTIN_DIR = 'builtin';
export const BUILTIN_FILES = {
  manifest: 'catalogue.json',
  /** A PGlite data-dir tarball (gzip): migrations applied, catalogue and embeddings loaded. */
  database: 'catalogue.tgz',
  wordVectors: 'word-vectors.bin',
} as const;

/** What the build says about the catalogue it packed; `version` changes with its data, SQL or model. */
export const BuiltinManifestSchema = z.object({
  version: z.string().min(1),
  model: z.string().min(1),
  calibration: z.object({ floor: z.number(), ceiling: z.number() }),
  records: z.number().int().nonnegative(),
});
export type BuiltinManifest = z.infer<typeof BuiltinManifestSchema>;
