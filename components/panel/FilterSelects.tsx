import { TEST_RESULTS } from '@/lib/knowledge/schemas';
import { SECTION_LABELS, type SectionLabel } from '@/lib/sections/labels';
import { useI18n } from '../shared/i18n';

export type ResultValue = (typeof TEST_RESULTS)[number];

/** "Any section" or one of the eight; shared by search and browse. */
export function SectionSelect({ value, onChange }: { value: SectionLabel | ''; onChange(v: SectionLabel | ''): void }) {
  const i = useI18n();
  return (
    <label>
      {i.t('sectionFilter')}
      <select name="section" value={value} onChange={(e) => onChange(e.currentTarget.value as SectionLabel | '')}>
        <option value="">{i.t('anySection')}</option>
        {SECTION_LABELS.map((l) => (
          <option key={l} value={l}>
            {i.audit.sectionName(l)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Any result" or winner / loser / inconclusive. */
export function ResultSelect({ value, onChange }: { value: ResultValue | ''; onChange(v: ResultValue | ''): void }) {
  const { t } = useI18n();
  return (
    <label>
      {t('resultFilter')}
      <select name="result" value={value} onChange={(e) => onChange(e.currentTarget.value as ResultValue | '')}>
        <option value="">{t('anyResult')}</option>
        {TEST_RESULTS.map((r) => (
          <option key={r} value={r}>
            {t(`result_${r}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
