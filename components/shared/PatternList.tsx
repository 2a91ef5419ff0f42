import type { Pattern } from '../../lib/knowledge/schemas';
import { percent, share } from './format';

/** The catalogue's patterns for one section: principle, evidence count, win rate, typical uplift, top rules. */
export function PatternList({ patterns }: { patterns: Pattern[] }) {
  return (
    <ul class="patterns">
      {patterns.map((p) => (
        <li key={p.psychological_principle} data-pattern={p.psychological_principle}>
          <strong>{p.psychological_principle}</strong>{' '}
          <span class="meta">
            {p.test_count} tests · win rate {share(p.win_rate)} · typical uplift {percent(p.median_uplift_percent ?? p.avg_uplift_percent)}
          </span>
          {p.top_rules.slice(0, 2).map((r) => (
            <div key={r}>{r}</div>
          ))}
        </li>
      ))}
    </ul>
  );
}
