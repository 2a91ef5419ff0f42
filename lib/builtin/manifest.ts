import * as z from 'zod/mini';

export { BUILTIN_DIR, BUILTIN_FILES } from './files';

/** What the build says about the catalogue it packed; `version` changes with its data, SQL or model. */
export const BuiltinManifestSchema = z.object({
  version: z.string().check(z.minLength(1)),
  model: z.string().check(z.minLength(1)),
  calibration: z.object({ floor: z.number(), ceiling: z.number() }),
  records: z.int().check(z.nonnegative()),
});
export type BuiltinManifest = z.infer<typeof BuiltinManifestSchema>;
