import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runToHtml } from '../../../cli/report/html';
import { runToMarkdown } from '../../../cli/report/markdown';
import { buildAudit } from '../../../lib/audit/build';
import { auditToMarkdown } from '../../../lib/audit/export';
import { DEFICIT_STRINGS } from '../../../lib/audit/deficit-strings';
import { sectionChecks } from '../../../lib/audit/deficits';
import { hygieneFindings, type HygieneIssue } from '../../../lib/audit/hygiene';
import { factFindings } from '../../../lib/audit/opportunities';
import { pageContext } from '../../../lib/audit/context';
import type { ShownTest } from '../../../lib/audit/rank';
import { FACT_KINDS, type SectionFact } from '../../../lib/facts/types';
import { i18nFor, LOCALES, localeFromEnv, matchLocale } from '../../../lib/i18n';
import { AUDIT_STRINGS, TABLES } from '../../../lib/i18n/all-locales';
import { numberFormat } from '../../../lib/i18n/format';
import { fill } from '../../../lib/i18n/messages';
import type { SectionSummary } from '../../../lib/sections/types';
import { hit, landingWithFacts } from '../audit/fixture';

const LOCALES_DIR = resolve(import.meta.dirname, '../../../public/_locales');
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message tables (public/_locales)', () => {
  it('exist for exactly the supported languages, each with every English key and the same placeholders', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LOCALES].sort());
    const en = TABLES.en;
    for (const locale of LOCALES) {
      const table = JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'messages.json'), 'utf8')) as Record<string, { message: string }>;
      expect(Object.keys(table).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, { message }] of Object.entries(table)) {
        expect(placeholders(message), `${locale}.${key}`).toEqual(placeholders(en[key]!.message));
        // Chrome's own syntax: names of [A-Za-z0-9_], and $ would start one of its placeholders.
        expect(key).toMatch(/^[A-Za-z0-9_]+$/);
        expect(message, `${locale}.${key}`).not.toContain('$');
      }
      expect(table.localeCode?.message).toBe(locale);
    }
  });

  it('fills {name} placeholders and leaves unknown ones visible', () => {
    expect(fill('{n} of {total}', { n: 3, total: 9 })).toBe('3 of 9');
    expect(fill('{n} of {total}', { n: 3 })).toBe('3 of {total}');
  });

  it('picks plural forms by the language’s rules and formats the count', () => {
    expect(i18nFor('en').plural('found', 1)).toBe('1 test found.');
    expect(i18nFor('en').plural('found', 1234)).toBe('1,234 tests found.');
    expect(i18nFor('de').plural('found', 1234)).toBe('1.234 Tests gefunden.');
    // French counts 0 and 1 as singular.
    expect(i18nFor('fr').plural('found', 0)).toBe('0 test trouvé.');
  });
});

describe('locales', () => {
  it('match language tags of the browser and of POSIX environments', () => {
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('pt_BR.UTF-8')).toBe('pt');
    expect(matchLocale('ja')).toBeNull();
    expect(localeFromEnv({ LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(localeFromEnv({ LC_ALL: 'C', LANG: 'de_DE.UTF-8' })).toBe('en'); // LC_ALL set: it decides
    expect(localeFromEnv({ LC_MESSAGES: 'nl_NL', LANG: 'de_DE' })).toBe('nl');
    expect(localeFromEnv({})).toBe('en');
  });
});

describe('numbers', () => {
  it('are written as each language writes them', () => {
    expect(numberFormat('en').signedPercent(10)).toBe('+10%');
    expect(numberFormat('en').signedPercent(-4.56)).toBe('-4.6%');
    expect(numberFormat('en').signedPercent(0)).toBe('0%');
    expect(numberFormat('de').signedPercent(12.34)).toBe('+12,3\u00a0%');
    expect(numberFormat('fr').signedPercent(10)).toMatch(/^\+10[\u00a0\u202f]%$/);
    expect(numberFormat('de').share(0.68)).toBe('68\u00a0%');
    expect(numberFormat('de').fixed(2, 1)).toBe('2,0');
    expect(numberFormat('nl').number(1234.5)).toBe('1.234,5');
  });
});

describe('lib/audit words in other languages', () => {
  it('lists, per language, the ids that have no translation yet (English shows for them)', () => {
    const gaps: Record<string, string[]> = {};
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const s = AUDIT_STRINGS[locale];
      gaps[locale] = [
        ...Object.keys(DEFICIT_STRINGS).filter((id) => !s?.deficits[id as keyof typeof DEFICIT_STRINGS]).map((id) => `deficit:${id}`),
        ...FACT_KINDS.filter((k) => !s?.facts[k]).map((k) => `fact:${k}`),
        ...(['placeholder', 'dead_cta', 'repeated_reviews', 'zero_counters', 'no_price', 'broken_images', 'distant_seal'] satisfies HygieneIssue[])
          .filter((i) => !s?.hygiene[i])
          .map((i) => `hygiene:${i}`),
        ...['missing_section:hero', 'missing_section:cta', 'missing_section:trust', 'no_cta_after_hero:cta'].filter((id) => !s?.missing[id]),
        ...(s?.factFinding ? [] : ['factFinding']),
      ];
      // A translation for an id lib/audit no longer has is dead weight.
      expect(Object.keys(s?.deficits ?? {}).filter((id) => !(id in DEFICIT_STRINGS)), locale).toEqual([]);
    }
    if (Object.values(gaps).some((g) => g.length)) console.info('Untranslated lib/audit ids per language:', gaps);
    // Every language is complete; the merger fills ids lib/audit adds.
    for (const locale of ['de', 'fr', 'es', 'it', 'pt', 'nl']) expect(gaps[locale], locale).toEqual([]);
  });

  it('keep {n} in every translated deficit phrase that has it in English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const [id, words] of Object.entries(AUDIT_STRINGS[locale]?.deficits ?? {})) {
        const en = DEFICIT_STRINGS[id as keyof typeof DEFICIT_STRINGS];
        for (const part of ['passed', 'failure', 'fix'] as const) expect(placeholders(words[part]), `${locale} ${id}.${part}`).toEqual(placeholders(en[part]));
      }
    }
  });

  const section = (index: number, label: SectionSummary['label'], text: string, facts: SectionFact[] = [], y = index * 600): SectionSummary => ({
    index, label, confidence: 0.9, evidence: [], text, rect: { x: 0, y, width: 1280, height: 500 }, selector: `#s${index}`, facts,
  });

  it('translate every hygiene finding lib/audit writes today, with its numbers and quotes', () => {
    const cta = (value: string, evidence: string): SectionFact => ({ kind: 'cta', value, evidence });
    const pages: SectionSummary[][] = [
      [section(0, 'hero', 'Fast Lorem ipsum dolor sit amet', [cta('1 button, 1 leads nowhere', 'buttons: Donate Now')])],
      [section(0, 'trust', 'Reviews', [{ kind: 'testimonials', value: '3 quotes, repeated names, identical ratings, 2 broken images', evidence: '"Great" — John Doe' }])],
      [section(0, 'trust', '0k Happy People 0+ Surgeries Completed 0+ Expert Doctors 0 Worldwide Branches')],
      [section(0, 'hero', 'Learn to code', [cta('1 button', 'buttons: Enroll now')])],
      [section(0, 'hero', 'Get the app', [cta('1 button', 'buttons: Download Now; leading elsewhere: Download Now → faq')])],
      [section(0, 'cta', 'Order', [{ kind: 'form', value: '3 fields for order', evidence: 'fields' }], 0), section(1, 'global', 'Footer', [{ kind: 'security_badges', value: 'payment logos', evidence: 'badges: visa' }], 4000)],
    ];
    const findings = pages.flatMap((p) => hygieneFindings(p));
    expect(new Set(findings.map((f) => f.issue))).toEqual(new Set(['placeholder', 'dead_cta', 'misdirected_cta', 'repeated_reviews', 'broken_images', 'zero_counters', 'no_price', 'distant_seal']));
    const de = i18nFor('de').audit;
    for (const f of findings) {
      const { title, rule } = de.finding({ ...f, rule: f.rule });
      expect(title, f.title).not.toBe(f.title); // the English title was read and translated
      const digits = title.replace(/(\d)[.\u00a0\u202f](?=\d{3}\b)/g, '$1'); // 3.500 px is 3500px in German
      for (const number of f.title.match(/\d+/g) ?? []) expect(digits).toContain(number);
      expect(rule).not.toBe(f.rule);
    }
    const seal = findings.find((f) => f.issue === 'distant_seal')!;
    expect(de.finding(seal).title).toMatch(/^Vertrauenssiegel \d\.?\d* px von der Entscheidung entfernt/);
  });

  it('translate a fact finding from its deficit id, with the evidence numbers in the language', () => {
    const facts: SectionFact[] = [{ kind: 'testimonials', value: '3 quotes, with names, no photos', evidence: '"Great"' }];
    const checks = sectionChecks(facts, pageContext([{ facts, text: '' }]));
    const test = { ...hit('Customer photos beside testimonials', 'winner', 0.7), fixes: 'testimonial-photos', matched: [] } as unknown as ShownTest;
    const [finding] = factFindings([{ section: { index: 2, label: 'trust', facts }, tests: [test], checks }], []);
    expect(finding!.title).toMatch(/^Trust block · Testimonials without photos \(3\) → a photo of each person quoted won in 1 test, median \+15%$/);
    expect(i18nFor('de').audit.finding(finding!).title).toBe('Vertrauensbereich · Keine Fotos bei 3 Testimonials → ein Foto jeder zitierten Person ergänzen: gewann in 1 Test, Median +15\u00a0%');
    expect(i18nFor('fr').audit.finding(finding!).title).toMatch(/^Bloc de confiance · Aucune photo sur 3 témoignages → ajouter une photo de chaque personne citée\u00a0: gagnant dans 1\u00a0test, médiane \+15[\u00a0\u202f]%$/);
    // A language without a table keeps lib/audit's English.
    expect(i18nFor('en').audit.finding(finding!).title).toBe(finding!.title);
  });
});

describe('reports in another language', () => {
  const audit = buildAudit(landingWithFacts());
  const run = (locale: Parameters<typeof runToMarkdown>[1]) => ({ createdAt: 'now', serviceUrl: 'http://127.0.0.1:54321', results: [{ ok: true as const, target: { input: 'x', url: 'http://x/' }, ms: 1200, audit, screenshot: null, screenshotError: null }], comparison: null });

  it('keep English Markdown exactly as lib/audit writes it, and write German headings, numbers and our words', () => {
    const en = runToMarkdown(run('en') as never, 'en');
    expect(en).toBe(auditToMarkdown(audit));
    const de = runToMarkdown(run('de') as never, 'de');
    expect(de).toMatch(/^# Uplift-Lens-Audit: Acme/);
    expect(de).toContain('## Größte Chancen');
    expect(de).toMatch(/### 2\. Hero-Bereich \(Konfidenz 80\u00a0%\)/);
    expect(de).not.toMatch(/\bWinning tests:|\bPatterns:|Sections found/);
    // Records stay as the catalogue wrote them.
    expect(de).toContain('Best headline');
  });

  it('writes the HTML report with lang set and the section names in the language', () => {
    const html = runToHtml(run('fr') as never, 'fr');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Bandeau principal');
    expect(html).toContain('Tests gagnants proches de cette section');
  });
});
