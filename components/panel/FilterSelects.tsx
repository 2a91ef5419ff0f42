import { TEST_RESULTS } from '@/lib/knowledge/schemas';
import { SECTION_LABELS, type SectionLabel } from '@/lib/sections/labels';
import { SECTION_NAMES } from '../shared/format';

export type ResultValue = (typeof TEST_RESULTS)[number];

/** "Any section" or one of the eight; shared by search and browse. */
export function SectionSelect({ value, onChange }: { value: SectionLabel | ''; onChange(v: SectionLabel | ''): void }) {
  return (
    <label>
      Section
      <select name="section" value={value} onChange={(e) => onChange(e.currentTarget.value as SectionLabel | '')}>
        <option value="">Any section</option>
        {SECTION_LABELS.map((l) => (
          <option key={l} value={l}>
            {SECTION_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Any result" or winner / loser / inconclusive. */
export function ResultSelect({ value, onChange }: { value: ResultValue | ''; onChange(v: ResultValue | ''): void }) {
  return (
    <label>
      Result
      <select name="result" value={value} onChange={(e) => onChange(e.currentTarget.value as ResultValue | '')}>
        <option value="">Any result</option>
        {TEST_RESULTS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    </label>
  );
}
