import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';

export interface SourceRow {
  where: string;
  value: unknown;
}

const NUMBER_FIELDS = new Set(['uplift_percent', 'sample_size']);

function csvValue(field: string, raw: string): unknown {
  if (raw.trim() === '') return null;
  if (NUMBER_FIELDS.has(field)) {
    const n = Number(raw.trim());
    return Number.isFinite(n) ? n : raw; // left as text so validation names the field
  }
  return raw;
}

function readCsv(text: string): SourceRow[] {
  const records = parse(text, { columns: true, skip_empty_lines: true, bom: true, info: true, trim: false }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  return records.map(({ record, info }) => ({
    where: `line ${info.lines}`,
    value: Object.fromEntries(Object.entries(record).map(([k, v]) => [k.trim(), csvValue(k.trim(), v)])),
  }));
}

function readNdjson(text: string): SourceRow[] {
  const rows: SourceRow[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      rows.push({ where: `line ${i + 1}`, value: JSON.parse(line) });
    } catch (error) {
      rows.push({ where: `line ${i + 1}`, value: { __invalid_json__: (error as Error).message } });
    }
  });
  return rows;
}

/** Reads a catalogue file: a JSON array, NDJSON (one object per line) or CSV with a header row. */
export function readCatalogueFile(path: string): SourceRow[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  const extension = extname(path).toLowerCase();
  if (extension === '.csv') return readCsv(text);
  if (extension === '.ndjson' || extension === '.jsonl') return readNdjson(text);
  const start = text.trimStart();
  if (start.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
    }
    return (value as unknown[]).map((v, i) => ({ where: `index ${i}`, value: v }));
  }
  if (start.startsWith('{')) return readNdjson(text);
  throw new Error(`${path}: expected a JSON array, NDJSON (.ndjson/.jsonl) or CSV (.csv) file`);
}
