import { useEffect, useRef, useState } from 'preact/hooks';
import { ask } from '@/lib/extension/background-client';
import type { AbTest } from '@/lib/knowledge/schemas';
import type { MessageError } from '@/lib/messaging';
import { percent, safeHref } from '../shared/format';
import { ErrorNotice } from './ErrorNotice';

/** One test in full: control against variation, sample, device, grade. */
export function TestDetail({ id, onBack }: { id: string; onBack(): void }) {
  const [test, setTest] = useState<AbTest | null | undefined>(undefined);
  const [error, setError] = useState<MessageError | null>(null);
  const [run, setRun] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    void ask('knowledge:test', { id }).then((reply) => {
      if (!live) return;
      if (reply.ok) setTest(reply.data);
      else setError(reply.error);
    });
    return () => {
      live = false;
    };
  }, [id, run]);
  useEffect(() => heading.current?.focus(), [test]);

  const href = safeHref(test?.source_url);
  return (
    <section class="detail" data-view="detail" aria-labelledby="detail-h">
      <button type="button" onClick={onBack}>
        ← Back
      </button>
      {error && <ErrorNotice error={error} onRetry={() => setRun((n) => n + 1)} />}
      {test === undefined && !error && <p role="status">Loading the test…</p>}
      {test === null && <p role="status">The catalogue has no test with this id any more.</p>}
      {test && (
        <article data-test-id={test.id}>
          <h2 id="detail-h" tabIndex={-1} ref={heading}>
            {test.title}
          </h2>
          <p>
            <span class="uplift">{percent(test.uplift_percent)}</span> · {test.result}
          </p>
          <div class="compare">
            <div>
              <h3>Control (A)</h3>
              <p>{test.control_description ?? 'Not described.'}</p>
            </div>
            <div>
              <h3>Variation (B)</h3>
              <p>{test.variation_description ?? 'Not described.'}</p>
            </div>
          </div>
          <dl>
            <dt>Element tested</dt>
            <dd>{test.element_tested ?? '—'}</dd>
            <dt>Key insight</dt>
            <dd>{test.key_insight ?? '—'}</dd>
            <dt>Rule</dt>
            <dd>{test.actionable_rule ?? '—'}</dd>
            <dt>Principle</dt>
            <dd>{test.psychological_principle ?? '—'}</dd>
            <dt>Section</dt>
            <dd>{test.website_section}</dd>
            <dt>Sample size</dt>
            <dd data-field="sample_size">{test.sample_size?.toLocaleString('en') ?? 'not reported'}</dd>
            <dt>Device</dt>
            <dd data-field="device">{test.device ?? 'not reported'}</dd>
            <dt>Quality grade</dt>
            <dd data-field="quality_grade">{test.quality_grade ?? 'not graded'}</dd>
            <dt>Brand, industry</dt>
            <dd>{[test.brand, test.industry].filter(Boolean).join(', ') || '—'}</dd>
            <dt>Page type</dt>
            <dd>{test.page_type ?? '—'}</dd>
            <dt>Source</dt>
            <dd>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {test.source_name ?? href}
                </a>
              ) : (
                (test.source_name ?? '—')
              )}
            </dd>
          </dl>
        </article>
      )}
    </section>
  );
}
