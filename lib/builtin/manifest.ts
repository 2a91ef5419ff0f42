import { z } from 'zod';

export { BUILTIN_DIR, BUILTIN_FILES } from './files';

/** What the build says about the catalogue it packed; `version` changes with its data, SQL or model. */
export const BuiltinManifestSchema = z.object({
  version: z.string().min(1),
  model: z.string().min(1),
  calibration: z.object({ floor: z.number(), ceiling: z.number() }),
  records: z.number().int().nonnegative(),
});
export type BuiltinManifest = z.infer<typeof BuiltinManifestSchema>;
