import type { AbTest } from '../../lib/knowledge/schemas';
import { percent, safeHref } from './format';
import { describeFact } from '../../lib/facts/describe';

type Shown = AbTest & { similarity?: number; rank?: number; matched?: ReadonlyArray<{ kind: string; value: string; evidence: string }> };

/** What a catalogued test says, as text (records are untrusted): shared by the panel and the HTML report. */
export function TestFacts({ test, headingId }: { test: Shown; headingId?: string }) {
  return (
    <>
      <h5 id={headingId}>
        {test.title} <span class="uplift">{percent(test.uplift_percent)}</span>
      </h5>
      {test.matched && test.matched.length > 0 && (
        <p class="why" data-matched>
          <strong>Why this test:</strong> this section has {test.matched.map(describeFact).join('; ')}
        </p>
      )}
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
    </>
  );
}

/** A link to the original test, only for http(s) URLs; anything else stays unlinked. */
export function SourceLink({ test, newTab }: { test: AbTest; newTab?: boolean }) {
  const href = safeHref(test.source_url);
  if (!href) return null;
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel="noopener noreferrer">
      Source{test.source_name ? `: ${test.source_name}` : ''}
    </a>
  );
}
