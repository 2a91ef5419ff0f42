import { describe, expect, it } from 'vitest';
import { classifyPage, SectionTracker } from '../../../lib/sections/classify';
import { documentOf } from './fixture';

// Structure only (happy-dom lays nothing out); the layout-dependent behaviour runs in Chromium in test/e2e.
describe('classifyPage', () => {
  it('returns nothing for an empty page and does not throw', () => {
    expect(classifyPage(documentOf(''))).toEqual([]);
  });

  it('labels chrome, one hero and content, with evidence and search text', () => {
    const document = documentOf(`<nav><a href="/">Home</a><a href="/p">Pricing</a><a href="/d">Docs</a></nav>
      <section><h1>Plain promise</h1><p>Sub</p><a class="btn" href="/signup">Start free trial</a></section>
      <section><h2>What customers say</h2><blockquote>“Great”</blockquote><cite>Ann Lee</cite><blockquote>“Fast”</blockquote><cite>Bo Chan</cite></section>
      <footer><p>© 2026 Example</p><a href="/privacy">Privacy</a></footer>`);
    const sections = classifyPage(document, { maxTextLength: 40 });
    expect(sections.map((s) => s.label)).toEqual(['global', 'hero', 'trust', 'global']);
    expect(sections[1]!.text.startsWith('Plain promise')).toBe(true);
    expect(sections.every((s) => s.text.length <= 40 && s.evidence.length > 0)).toBe(true);
  });
});

describe('SectionTracker.invalidate', () => {
  const page = `<section id="a"><h2>Features</h2><p>Fast and simple for everyone.</p></section>
    <section id="b"><h2>Pricing</h2><p>$9/month</p><p>$29/month</p></section>`;

  function tracked() {
    const document = documentOf(page);
    const tracker = new SectionTracker(document);
    tracker.classify();
    const observer = new (document.defaultView as unknown as typeof globalThis).MutationObserver(() => {});
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    return { document, tracker, observer };
  }

  it('re-reads the block an edit happened in', () => {
    const { document, tracker, observer } = tracked();
    document.querySelector('#b h2')!.textContent = 'Plans';
    expect(tracker.invalidate(observer.takeRecords())).toBe(true);
    const sections = tracker.classify();
    expect(sections.find((s) => s.element.id === 'b')!.text.split('\n')[0]).toBe('Plans');
  });

  it('re-segments when a new section arrives', () => {
    const { document, tracker, observer } = tracked();
    const added = document.createElement('section');
    added.innerHTML = '<h2>Blog</h2><article><a href="/p/1">Post</a><time>2026-01-02</time></article>';
    document.body.append(added);
    tracker.invalidate(observer.takeRecords());
    expect(tracker.classify()).toHaveLength(3);
  });

  it('ignores changes inside the extension overlay', () => {
    const { document, tracker, observer } = tracked();
    const overlay = document.createElement('div');
    overlay.setAttribute('data-uplift-lens', 'overlay');
    document.body.append(overlay);
    overlay.textContent = 'highlight';
    expect(tracker.invalidate(observer.takeRecords())).toBe(false);
  });
});
