import { mergeHits, newAuditInput, sectionQueries, sectionSearches, type AuditInput, type AuditSettings } from '../audit';
import type { MessageError, PageSnapshot } from '../messaging';
import type { Ask } from './background-client';
import type { KnownAnswers } from './known-answers';
import { markOnce } from '../builtin/timeline';
import { rememberCalledFor } from '../audit/context';
import { testText } from '../audit/rank';

export interface AuditProgress {
  phase: 'loading' | 'ready' | 'error';
  input: AuditInput | null;
  /** The first error met; the panel shows it with what to do. */
  error: MessageError | null;
  /** Section indexes whose tests are still on their way. */
  pending: number[];
}

export interface RunOptions {
  tabId: number;
  baseUrl: string;
  settings: AuditSettings;
  ask: Ask;
  onProgress(progress: AuditProgress): void;
  /** A snapshot the page already sent (after an edit); otherwise the page is asked for one. */
  snapshot?: PageSnapshot;
  /** The audit shown before: answers for unchanged queries are kept, so a re-audit does not flicker. */
  previous?: AuditInput | null;
  signal: AbortSignal;
}

/** Asks the page for its sections, then the service for patterns and per-section tests, reporting as answers arrive. */
export async function runAudit(opts: RunOptions): Promise<void> {
  const { ask, signal } = opts;
  const report = (p: AuditProgress) => {
    if (!signal.aborted) opts.onProgress(p);
  };
  // Patterns and whether the service is the demo catalogue do not depend on the page: ask while it is
  // being read. The worker caches both per service, so after the first audit they cost no request.
  const patternsReply = ask('knowledge:patterns', { query: {} });
  const demoReply = ask('knowledge:demo', {});
  let snapshot = opts.snapshot;
  let known: KnownAnswers | undefined;
  if (!snapshot) {
    report({ phase: 'loading', input: opts.previous ?? null, error: null, pending: [] });
    const reply = await ask('page:sections', { tabId: opts.tabId });
    if (!reply.ok) return report({ phase: 'error', input: opts.previous ?? null, error: reply.error, pending: [] });
    const { known: answers, ...read } = reply.data;
    snapshot = read;
    known = answers;
    performance.mark('uplift:sections');
  }

  const sameService = opts.previous?.service.baseUrl === opts.baseUrl;
  const reused = reusableAnswers(snapshot, sameService ? (opts.previous ?? null) : null, opts.settings);
  // Answers the background already had: asked with this panel's settings, for this very page read.
  if (known && known.service === opts.baseUrl && known.threshold === opts.settings.threshold && known.maxResults === opts.settings.maxResults) {
    for (const s of snapshot.sections) {
      const hits = known.tests[String(s.index)];
      if (hits && !(String(s.index) in reused.tests)) reused.tests[String(s.index)] = hits;
      for (const h of hits ?? []) {
        const ids = known.called[h.id];
        if (ids) rememberCalledFor(testText(h), h.title, ids);
      }
    }
  }
  let input = newAuditInput({
    page: { url: snapshot.url, title: snapshot.title },
    service: { baseUrl: opts.baseUrl, ...(sameService && opts.previous?.service.demo !== undefined ? { demo: opts.previous.service.demo } : {}) },
    settings: opts.settings,
    sections: snapshot.sections,
    answers: { patterns: reused.patterns, tests: reused.tests },
  });
  const pending = new Set(snapshot.sections.map((s) => s.index).filter((i) => !(String(i) in reused.tests)));
  let error: MessageError | null = null;
  let demoSettled = false;
  const emit = () => {
    const done = pending.size === 0 && input.answers.patterns !== null && (demoSettled || input.service.demo !== undefined);
    report({ phase: error ? 'error' : done ? 'ready' : 'loading', input, error, pending: [...pending] });
  };
  emit();

  const patterns = patternsReply.then((reply) => {
    if (reply.ok) input = { ...input, answers: { ...input.answers, patterns: reply.data } };
    else error ??= reply.error;
    emit();
  });
  const demo = demoReply.then((reply) => {
    // Only the marker depends on it: if the service cannot say, the hits' own source names still set it.
    if (reply.ok) input = { ...input, service: { ...input.service, demo: reply.data } };
    demoSettled = true;
    emit();
  });
  const tests = snapshot.sections
    .filter((s) => pending.has(s.index))
    .map(async (section) => {
      // A section's questions in one message (in Firefox each message is a trip through the parent
      // process, on the main thread the panel shares with the background page); the worker still
      // caches each question, so questions shared by sections cost one request to the service.
      markOnce('panel:first-search-asked');
      const reply = await ask('knowledge:semantic-batch', { queries: sectionSearches(section, opts.settings) });
      if (!reply.ok) error ??= reply.error;
      else {
        pending.delete(section.index);
        const hits = mergeHits(reply.data);
        input = { ...input, answers: { ...input.answers, tests: { ...input.answers.tests, [section.index]: hits } } };
      }
      emit();
    });
  await Promise.all([patterns, demo, ...tests]);
}

/** Answers of the previous audit that still hold: same service, settings and section questions. */
function reusableAnswers(snapshot: PageSnapshot, previous: AuditInput | null, settings: AuditSettings) {
  const tests: AuditInput['answers']['tests'] = {};
  if (!previous || previous.settings.threshold !== settings.threshold || previous.settings.maxResults !== settings.maxResults) {
    return { patterns: null, tests };
  }
  const key = (s: PageSnapshot['sections'][number]) => sectionQueries(s).join('\n');
  const byQuery = new Map(previous.sections.map((s) => [key(s), previous.answers.tests[String(s.index)]]));
  for (const s of snapshot.sections) {
    const hits = byQuery.get(key(s));
    if (hits) tests[String(s.index)] = hits;
  }
  return { patterns: previous.answers.patterns, tests };
}
