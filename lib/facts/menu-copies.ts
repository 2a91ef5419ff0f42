import { textOf } from './read';

/** A target that names no place of its own ("#", a script): such links repeat by design (one per card). */
const NO_PLACE = /^(?:#!?|javascript:.*)?$/i;

/**
 * The links of `root` that copy a menu read before them: a run of links, one after the other, each
 * with the words and target of an earlier link, and at least three different ones (the mobile copy
 * of a header's menu when the stylesheet that hides it did not load, a sticky header's twin). A
 * visitor sees that menu once. The same "Learn more" under each card is not a copy: one link, repeated.
 */
export function menuCopies(root: Element): ReadonlySet<Element> {
  const copies = new Set<Element>();
  const links = root.querySelectorAll('a[href]');
  if (links.length >= 6) {
    const seen = new Set<string>();
    let run: Element[] = [];
    const runKeys = new Set<string>();
    const close = () => {
      if (runKeys.size >= 3) for (const a of run) copies.add(a);
      run = [];
      runKeys.clear();
    };
    for (let i = 0; i < links.length && i < 200; i++) {
      const a = links[i]!;
      const href = a.getAttribute('href')!.trim();
      const key = NO_PLACE.test(href) ? null : `${textOf(a).toLowerCase()}\n${href}`;
      if (key !== null && seen.has(key)) {
        run.push(a);
        runKeys.add(key);
        continue;
      }
      close();
      if (key !== null) seen.add(key);
    }
    close();
  }
  return copies;
}
