import type { Finding } from '@/lib/audit';

const behind = (f: Finding) => (f.kind === 'hygiene' ? 'seen on this page, no test needed' : f.kind === 'fact' ? `${f.evidence} tests behind it` : `${f.evidence} winning tests`);

/** "Top opportunities" (at most five deficits of this page, by gap × evidence) lead; every finding stays one click away. */
export function Findings({ findings, opportunities }: { findings: Finding[] | null; opportunities: Finding[] | null }) {
  return (
    <section aria-labelledby="findings-h" class="findings-block">
      <h2 id="findings-h">Top opportunities</h2>
      {findings === null || opportunities === null ? (
        <p class="muted">Waiting for the catalogue's patterns…</p>
      ) : opportunities.length === 0 ? (
        <p class="muted">No deficit found on this page that winning tests removed.</p>
      ) : (
        <ol class="findings">
          {opportunities.map((f) => (
            <li key={f.id} data-opportunity={f.id}>
              <strong>{f.title}</strong>
              {f.rule && <div>{f.rule}</div>}
            </li>
          ))}
        </ol>
      )}
      {findings !== null && findings.length > 0 && (
        <details>
          <summary>All findings ({findings.length})</summary>
          <ul class="findings">
            {findings.map((f) => (
              <li key={f.id} data-finding={f.id}>
                <strong>{f.title}</strong> <span class="meta">({behind(f)})</span>
                {f.rule && <div>{f.rule}</div>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
