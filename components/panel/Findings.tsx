import type { Finding } from '@/lib/audit';
import { behindFinding } from '@/lib/i18n/markdown';
import { useI18n } from '../shared/i18n';

/** "Top opportunities" (at most five deficits of this page, by gap × evidence) lead; every finding stays one click away. */
export function Findings({ findings, opportunities }: { findings: Finding[] | null; opportunities: Finding[] | null }) {
  const i = useI18n();
  const { t } = i;
  return (
    <section aria-labelledby="findings-h" class="findings-block">
      <h2 id="findings-h">{t('topOpportunities')}</h2>
      {findings === null || opportunities === null ? (
        <p class="muted">{t('waitingPatterns')}</p>
      ) : opportunities.length === 0 ? (
        <p class="muted">{t('noDeficit')}</p>
      ) : (
        <ol class="findings">
          {opportunities.map((f) => (
            <Item key={f.id} f={f} attr="data-opportunity" />
          ))}
        </ol>
      )}
      {findings !== null && findings.length > 0 && (
        <details>
          <summary>{t('allFindings', { n: i.nf.number(findings.length) })}</summary>
          <ul class="findings">
            {findings.map((f) => (
              <Item key={f.id} f={f} attr="data-finding" behind />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** One finding in the reader's language (its rule, from the catalogue or lib/audit, translated only when it is ours). */
function Item({ f, attr, behind }: { f: Finding; attr: 'data-opportunity' | 'data-finding'; behind?: boolean }) {
  const i = useI18n();
  const { title, rule } = i.audit.finding(f);
  return (
    <li {...{ [attr]: f.id }}>
      <strong>{title}</strong>
      {behind && <> <span class="meta">({behindFinding(f, i)})</span></>}
      {rule && <div>{rule}</div>}
    </li>
  );
}
