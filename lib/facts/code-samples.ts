/**
 * The markup a block shows as a code sample (`<pre>`, `<code>` holding tags): documentation renders each sample beside
 * it, and that rendering (a "Default Button", a quote "Milligram is amazing") is a demo, not the page's own button or
 * customer. Empty where the block shows no markup.
 */
export function sampleMarkup(root: Element): string {
  let out = '';
  const samples = root.querySelectorAll('pre, code');
  for (let i = 0; i < samples.length && i < 20; i++) {
    const text = samples[i]!.textContent ?? '';
    if (text.includes('<')) out += `${text}\n`;
  }
  return out;
}

/** Words the block's code sample spells out: what is shown is the sample's rendering. */
export const demoed = (markup: string, words: string): boolean => markup !== '' && words.trim().length >= 3 && markup.includes(words.trim());
