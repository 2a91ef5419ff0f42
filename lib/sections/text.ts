import { normalizeSpace } from './dom';
import { lineText } from './line-text';

const DEFAULT_MAX = 600;

/**
 * What a search should use for a block: headline, subheadline, then button and link texts,
 * each trimmed, deduplicated, one per line, cut at `max` characters.
 */
export function searchText(block: Element, max = DEFAULT_MAX): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  const add = (raw: string | null | undefined, limit = 160) => {
    let t = normalizeSpace(raw);
    if (!t || seen.has(t.toLowerCase())) return;
    seen.add(t.toLowerCase());
    if (t.length > limit) t = `${t.slice(0, limit - 1).trimEnd()}…`;
    parts.push(t);
  };
  // A web component's content lives in its open shadow root.
  const root: Element | ShadowRoot = block.shadowRoot ?? block;
  const headings = root.querySelectorAll('h1, h2, h3');
  for (let i = 0; i < headings.length && i < 3; i++) add(lineText(headings[i]!));
  const paragraph = root.querySelector('p');
  add(paragraph && lineText(paragraph), 200);
  const actions = root.querySelectorAll('button, a, summary, input[type="submit"], [role="button"]');
  for (let i = 0; i < actions.length && parts.length < 16; i++) {
    const el = actions[i]!;
    add(el.textContent || el.getAttribute('value') || el.getAttribute('aria-label'), 60);
  }
  if (parts.length === 0) add(block.textContent || root.textContent, 200);
  const text = parts.join('\n');
  return text.length > max ? text.slice(0, max) : text;
}
