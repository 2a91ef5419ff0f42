import type { Locale } from './locales';

/**
 * Numbers as each language writes them, for the panel and the CLI reports alike: "+12.3%" in English,
 * "+12,3 %" in German and French (Intl's own spacing: a no-break space before %).
 */
export interface NumberFormat {
  /** A count or a measure: "1,234" / "1.234". */
  number(n: number, maxFractionDigits?: number): string;
  /** With exactly `digits` decimals: 2.5 → "2.50" / "2,50". */
  fixed(n: number, digits: number): string;
  /** A share in 0..1 as a whole percentage: 0.68 → "68%" / "68 %". */
  share(n: number): string;
  /** An uplift in percent points, one decimal, signed when not zero: 12.34 → "+12.3%" / "+12,3 %". */
  signedPercent(n: number): string;
}

const cache = new Map<Locale, NumberFormat>();

export function numberFormat(locale: Locale): NumberFormat {
  const hit = cache.get(locale);
  if (hit) return hit;
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const numbers = new Map<number, Intl.NumberFormat>();
  const made: NumberFormat = {
    number(n, maxFractionDigits = 2) {
      let f = numbers.get(maxFractionDigits);
      if (!f) numbers.set(maxFractionDigits, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits })));
      return f.format(n);
    },
    fixed: (n, digits) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n),
    share: (n) => share.format(n),
    // Rounded in percent points first, so 12.35 shows as the English formatter always showed it.
    signedPercent: (n) => signed.format(Math.round(n * 10) / 1000),
  };
  cache.set(locale, made);
  return made;
}
