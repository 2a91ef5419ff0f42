/**
 * Template filler a visitor recognises: lorem ipsum and the Latin that usually runs on from it
 * (the issue's own example; stock labels such as a theme's sample names are left out on purpose:
 * the ones we know come from our corpus pages, and a rule fitted to them would not carry over).
 */
const PLACEHOLDER = /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipisc\w*|\bsed do eiusmod\b|\bcurabitur\b|\bpellentesque\b|\bvestibulum\b/i;

/**
 * Words of the lorem-ipsum generators' vocabulary (Cicero's passage as they cut it up) that no
 * modern language uses: filler that skips the famous opening ("Esse quasi labore aperiam, dolorem
 * amet voluptas…"). Three of them in one text are filler; one alone may be a name or a quote.
 */
const LOREM_WORDS = /\b(?:dolorem(?:que)?|voluptas|voluptatem|voluptatum|aperiam|asperiores|reprehenderit|repellat|repellendus|molestiae|laboriosam|deserunt|mollitia|accusamus|accusantium|eveniet|fugiat|nesciunt|quaerat|occaecati|cupiditate|necessitatibus|perspiciatis|exercitationem|praesentium|blanditiis|explicabo|consequatur|consequuntur|quibusdam|eligendi|distinctio|architecto|laudantium|suscipit|perferendis|doloribus|adipisci|obcaecati|recusandae|voluptatibus|ullam|quisquam|nobis|temporibus|officiis|facilis)\b/gi;
const MIN_LOREM_WORDS = 3;

/** Where filler starts in `text`, or -1 when it has none. */
export function fillerAt(text: string): number {
  const m = PLACEHOLDER.exec(text);
  if (m) return m.index;
  LOREM_WORDS.lastIndex = 0;
  let first = -1;
  let count = 0;
  for (let w = LOREM_WORDS.exec(text); w; w = LOREM_WORDS.exec(text)) {
    if (first < 0) first = w.index;
    if (++count >= MIN_LOREM_WORDS) return first;
  }
  return -1;
}

export const isPlaceholder = (text: string): boolean => fillerAt(text) >= 0;

/** ", placeholder text" for a fact's value when its own text is filler. */
export const placeholderTail = (text: string): string => (isPlaceholder(text) ? ', placeholder text' : '');
