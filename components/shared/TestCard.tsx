import type { AbTest } from '../../lib/knowledge/schemas';
import { useI18n } from './i18n';
import { SourceLink, TestFacts } from './TestFacts';

interface Props {
  test: AbTest & { similarity?: number; rank?: number };
  onOpen(id: string): void;
}

/** One catalogued test in the panel, with its actions. */
export function TestCard({ test, onOpen }: Props) {
  const { t } = useI18n();
  const headingId = `t-${test.id}`;
  return (
    <article class="test" data-test-id={test.id} aria-labelledby={headingId}>
      <TestFacts test={test} headingId={headingId} />
      <div class="actions">
        <button type="button" onClick={() => onOpen(test.id)} aria-label={t('detailsOf', { title: test.title })}>
          {t('details')}
        </button>
        <SourceLink test={test} newTab />
      </div>
    </article>
  );
}
