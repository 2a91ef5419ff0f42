/** A CSS selector that re-finds `el` uniquely with `document.querySelector`. */

function escapeIdent(value: string): string {
  const css = (globalThis as { CSS?: { escape?: (v: string) => string } }).CSS;
  if (css?.escape) return css.escape(value);
  return value.replace(/^(\d)/, '\\3$1 ').replace(/[^a-zA-Z0-9_\u00a0-\uffff-]/g, (c) => `\\${c}`);
}

function isUnique(doc: Document, selector: string, el: Element): boolean {
  try {
    const found = doc.querySelectorAll(selector);
    return found.length === 1 && found[0] === el;
  } catch {
    return false;
  }
}

function step(el: Element): string {
  const tag = el.tagName.toLowerCase();
  let n = 1;
  for (let sib = el.previousElementSibling; sib; sib = sib.previousElementSibling) {
    if (sib.tagName === el.tagName) n++;
  }
  return `${tag}:nth-of-type(${n})`;
}

export function uniqueSelector(el: Element): string {
  const doc = el.ownerDocument;
  const path: string[] = [];
  for (let node: Element | null = el; node; node = node.parentElement) {
    const tag = node.tagName.toLowerCase();
    if (tag === 'html') {
      path.unshift('html');
      break;
    }
    if (tag === 'body') {
      path.unshift('body');
      break;
    }
    const id = node.getAttribute('id');
    if (id) {
      const byId = `#${escapeIdent(id)}`;
      if (isUnique(doc, byId, node)) {
        path.unshift(byId);
        break;
      }
    }
    path.unshift(step(node));
  }
  const selector = path.join(' > ');
  return selector;
}
