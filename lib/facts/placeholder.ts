/**
 * Template filler a visitor recognises: lorem ipsum and the Latin that usually runs on from it
 * (the issue's own example; stock labels such as a theme's sample names are left out on purpose:
 * the ones we know come from our corpus pages, and a rule fitted to them would not carry over).
 */
export const PLACEHOLDER = /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipisc\w*|\bsed do eiusmod\b|\bcurabitur\b|\bpellentesque\b|\bvestibulum\b/i;

export const isPlaceholder = (text: string): boolean => PLACEHOLDER.test(text);

/** ", placeholder text" for a fact's value when its own text is filler. */
export const placeholderTail = (text: string): string => (isPlaceholder(text) ? ', placeholder text' : '');
