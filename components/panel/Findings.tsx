import type { Finding } from '@/lib/audit';

export function Findings({ findings }: { findings: Finding[] | null }) {
  return (
    <section aria-labelledby="findings-h" class="findings-block">
      <h2 id="findings-h">Findings</h2>
      {findings === null ? (
        <p class="muted">Waiting for the catalogue's patterns…</p>
      ) : findings.length === 0 ? (
        <p class="muted">The page has every section the catalogue has strong winning patterns for.</p>
      ) : (
        <ul class="findings">
          {findings.map((f) => (
            <li key={f.id} data-finding={f.id}>
              <strong>{f.title}</strong> <span class="meta">({f.evidence} winning tests)</span>
              {f.rule && <div>{f.rule}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
