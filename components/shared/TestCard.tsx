import type { AbTest } from '@/lib/knowledge/schemas';
import { percent, safeHref } from './format';

interface Props {
  test: AbTest & { similarity?: number; rank?: number };
  onOpen(id: string): void;
}

/** One catalogued test. Every field is rendered as text: records are untrusted. */
export function TestCard({ test, onOpen }: Props) {
  const href = safeHref(test.source_url);
  const headingId = `t-${test.id}`;
  return (
    <article class="test" data-test-id={test.id} aria-labelledby={headingId}>
      <h5 id={headingId}>
        {test.title} <span class="uplift">{percent(test.uplift_percent)}</span>
      </h5>
      {test.key_insight && <p>{test.key_insight}</p>}
      {test.actionable_rule && (
        <p>
          <strong>Rule:</strong> {test.actionable_rule}
        </p>
      )}
      {test.psychological_principle && (
        <p>
          <strong>Principle:</strong> {test.psychological_principle}
        </p>
      )}
      <p class="meta">
        {[test.brand, test.industry, test.quality_grade && `grade ${test.quality_grade}`, test.result, test.similarity !== undefined && `similarity ${test.similarity.toFixed(2)}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div class="actions">
        <button type="button" onClick={() => onOpen(test.id)} aria-label={`Details of ${test.title}`}>
          Details
        </button>
        {href && (
          <a href={href} target="_blank" rel="noopener noreferrer">
            Source{test.source_name ? `: ${test.source_name}` : ''}
          </a>
        )}
      </div>
    </article>
  );
}
