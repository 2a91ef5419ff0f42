import { useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/extension/background-client';
import type { AbTest } from '@/lib/knowledge/schemas';
import type { MessageError } from '@/lib/messaging';
import type { SectionLabel } from '@/lib/sections/labels';
import { TestCard } from '../shared/TestCard';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from '../shared/i18n';
import { ResultSelect, SectionSelect, type ResultValue } from './FilterSelects';

/** The table filtered by section, result and page type, by uplift (nulls last). */
export function BrowseView({ onOpenTest }: { onOpenTest(id: string): void }) {
  const i = useI18n();
  const { t } = i;
  const [section, setSection] = useState<SectionLabel | ''>('');
  const [result, setResult] = useState<ResultValue | ''>('winner');
  const [pageType, setPageType] = useState('');
  const [rows, setRows] = useState<AbTest[] | null>(null);
  const [error, setError] = useState<MessageError | null>(null);
  const [run, setRun] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    void ask('knowledge:browse', {
      query: { limit: 50, ...(section ? { website_section: section } : {}), ...(result ? { result } : {}), ...(pageType.trim() ? { page_type: pageType.trim() } : {}) },
    }).then((reply) => {
      if (!live) return;
      if (reply.ok) setRows(reply.data);
      else setError(reply.error);
    });
    return () => {
      live = false;
    };
  }, [section, result, pageType, run]);

  return (
    <section aria-labelledby="browse-h" data-view="browse">
      <h2 id="browse-h">{t('browseHeading')}</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <SectionSelect value={section} onChange={setSection} />
        <ResultSelect value={result} onChange={setResult} />
        <label>
          {t('pageType')}
          <input name="page-type" value={pageType} placeholder={t('pageTypePlaceholder')} onChange={(e) => setPageType(e.currentTarget.value)} />
        </label>
      </form>
      {error && <ErrorNotice error={error} onRetry={() => setRun((n) => n + 1)} />}
      <p role="status" class="muted">
        {rows ? i.plural('browseCount', rows.length) : t('loading')}
      </p>
      <div class="tests">{rows?.map((t) => <TestCard key={t.id} test={t} onOpen={onOpenTest} />)}</div>
    </section>
  );
}
