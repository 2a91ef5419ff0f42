import { useState } from 'preact/hooks';
import { ask } from '@/lib/extension/background-client';
import type { AbTest } from '@/lib/knowledge/schemas';
import type { MessageError } from '@/lib/messaging';
import type { SectionLabel } from '@/lib/sections/labels';
import { TestCard } from '../shared/TestCard';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from '../shared/i18n';
import { ResultSelect, SectionSelect, type ResultValue } from './FilterSelects';

/** Keyword search with section, result and principle filters; "by meaning" switches to semantic search. */
export function SearchView({ onOpenTest, threshold }: { onOpenTest(id: string): void; threshold: number }) {
  const i = useI18n();
  const { t } = i;
  const [text, setText] = useState('');
  const [section, setSection] = useState<SectionLabel | ''>('');
  const [result, setResult] = useState<ResultValue | ''>('');
  const [principle, setPrinciple] = useState('');
  const [byMeaning, setByMeaning] = useState(false);
  const [hits, setHits] = useState<AbTest[] | null>(null);
  const [error, setError] = useState<MessageError | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (e?: Event) => {
    e?.preventDefault();
    if (!text.trim()) {
      setError({ kind: 'bad_request', message: t('typeWords') });
      return;
    }
    setBusy(true);
    setError(null);
    const reply = byMeaning
      ? await ask('knowledge:semantic', { query: { query: text, max_results: 20, threshold } })
      : await ask('knowledge:keyword', {
          query: {
            query_text: text,
            max_results: 20,
            ...(section ? { section_filter: section } : {}),
            ...(result ? { result_filter: result } : {}),
            ...(principle.trim() ? { principle_filter: principle.trim() } : {}),
          },
        });
    setBusy(false);
    if (!reply.ok) return setError(reply.error);
    // The semantic endpoint has no filters: apply section and result here.
    setHits(byMeaning ? reply.data.filter((h) => (!section || h.website_section === section) && (!result || h.result === result)) : reply.data);
  };

  return (
    <section aria-labelledby="search-h" data-view="search" aria-busy={busy}>
      <h2 id="search-h">{t('searchHeading')}</h2>
      <form class="filters" role="search" onSubmit={search}>
        <label style="grid-column: 1 / -1">
          {t('searchWords')}
          <input type="search" name="q" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
        <SectionSelect value={section} onChange={setSection} />
        <ResultSelect value={result} onChange={setResult} />
        <label>
          {t('principleFilter')}
          <input name="principle" value={principle} disabled={byMeaning} onInput={(e) => setPrinciple(e.currentTarget.value)} />
        </label>
        <label class="inline">
          <input type="checkbox" name="by-meaning" checked={byMeaning} onChange={(e) => setByMeaning(e.currentTarget.checked)} />
          {t('byMeaning')}
        </label>
        <button type="submit" class="primary" disabled={busy}>
          {t('searchButton')}
        </button>
      </form>
      {error && <ErrorNotice error={error} onRetry={() => void search()} local={!text.trim()} />}
      <p role="status" class="muted">
        {busy ? t('searching') : hits ? i.plural('found', hits.length) : ''}
      </p>
      <div class="tests">{hits?.map((t) => <TestCard key={t.id} test={t} onOpen={onOpenTest} />)}</div>
    </section>
  );
}
