import type { Pattern } from '../../lib/knowledge/schemas';
import { useI18n } from './i18n';

/** The catalogue's patterns for one section: principle, evidence count, win rate, typical uplift, top rules. */
export function PatternList({ patterns }: { patterns: Pattern[] }) {
  const i = useI18n();
  return (
    <ul class="patterns">
      {patterns.map((p) => (
        <li key={p.psychological_principle} data-pattern={p.psychological_principle}>
          <strong>{p.psychological_principle}</strong>{' '}
          <span class="meta">
            {i.plural('patternMeta', p.test_count, { rate: i.nf.share(p.win_rate), uplift: i.uplift(p.median_uplift_percent ?? p.avg_uplift_percent) })}
          </span>
          {p.top_rules.slice(0, 2).map((r) => (
            <div key={r}>{r}</div>
          ))}
        </li>
      ))}
    </ul>
  );
}
