import { z } from 'zod';
import { AbTestSchema, type AbTest } from '../../lib/knowledge/schemas';


/**
 * A record as a catalogue file may hold it: the interface's fields and no others; nullable
 * fields may be left out (they become null) and a missing id is generated.
 */
export const ImportRecordSchema = z
  .object(
    Object.fromEntries(
      Object.entries(AbTestSchema.shape).map(([key, schema]): [string, z.core.$ZodType] => [
        key,
        key === 'id' ? z.uuid().nullish() : schema.safeParse(null).success ? z.optional(schema) : schema,
      ]),
    ),
  )
  .strict();

export interface RowError {
  /** "line 7" or "index 3": where the row is in its source. */
  where: string;
  message: string;
}

/** Validates every row; returns the records, or every problem found (nothing is half-kept). */
export function validateRows(rows: { where: string; value: unknown }[]): { records: AbTest[]; errors: RowError[] } {
  const records: AbTest[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, string>();
  for (const row of rows) {
    const parsed = ImportRecordSchema.safeParse(row.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : 'row');
        errors.push({ where: row.where, message: `${field}: ${issue.message}` });
      }
      continue;
    }
    const record = Object.fromEntries(Object.keys(AbTestSchema.shape).map((k) => [k, (parsed.data as Record<string, unknown>)[k] ?? null])) as AbTest;
    record.id = (parsed.data.id as string | null | undefined) ?? crypto.randomUUID();
    const earlier = seen.get(record.id);
    if (earlier) {
      errors.push({ where: row.where, message: `id: ${record.id} already used at ${earlier}` });
      continue;
    }
    seen.set(record.id, row.where);
    records.push(record);
  }
  return { records, errors };
}
