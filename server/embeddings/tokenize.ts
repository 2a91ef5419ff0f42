/** English function words that carry no topic; they are dropped before embedding. */
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further had
  has have having he her here hers herself him himself his how i if in into is it its itself just
  me more most my myself no nor not now of off on once only or other our ours ourselves out over
  own same she should so some such than that the their theirs them themselves then there these
  they this those through to too under until up very was we were what when where which while who
  whom why will with would you your yours yourself yourselves also via per vs versus etc`.split(/\s+/),
);

/** Whether a lower-case word is an English function word (dropped before embedding). */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** Lower-cased word tokens without stop words ("free-shipping" gives "free", "shipping"). */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []).filter((w) => !STOP_WORDS.has(w));
}
