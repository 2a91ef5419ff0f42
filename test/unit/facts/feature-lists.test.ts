import { describe, expect, it } from 'vitest';
import { gatherFeatureGrid } from '../../../lib/facts/structure';
import { block, values } from './block-fixture';

// Features written as lists, not cards (an open-source project's "Features" bullets, a definition
// list of titled features): a specialist counts them as the page's feature list all the same.
const copy = 'Drag tasks between columns and see at a glance where the project stands today.';

describe('features written as a list', () => {
  it('a bulleted list under a title naming the features is a feature list of that many', () => {
    const items = ['Support for <a href="/m">over 100 languages</a>', 'Code folding', 'Configurable keybindings', 'Search and replace', 'Linter integration', 'Various themes'];
    expect(values(gatherFeatureGrid(block(`<h2>Features</h2><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`)))).toEqual(['6 features, text only']);
    // Said at length ("Full list of features", "List of features") it is the same list (prism's, seen in the panel, stop 44).
    expect(values(gatherFeatureGrid(block(`<h1>Full list of features</h1><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`)))).toEqual(['6 features, text only']);
  });

  it('the same list under another title, or one whose items mostly link on (an index of demos and manual pages), is not', () => {
    const items = ['Code folding', 'Search and replace', 'Linter integration', 'Various themes', 'Split views'];
    expect(gatherFeatureGrid(block(`<h2>Changelog</h2><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`))).toEqual([]);
    expect(gatherFeatureGrid(block(`<h2>Features</h2><ul>${items.map((i) => `<li><a href="/x">${i}</a></li>`).join('')}</ul>`))).toEqual([]);
    expect(gatherFeatureGrid(block(`<h2>Features</h2><ul>${items.map((i, n) => `<li>${n < 4 ? `<a href="/demo">${i}</a> demo` : i}</li>`).join('')}</ul>`))).toEqual([]);
  });

  it('titled entries of a definition list are features; questions are not', () => {
    const entries = (titles: string[]) => `<dl>${titles.map((t) => `<dt>${t}</dt><dd><p>${copy}</p></dd>`).join('')}</dl>`;
    expect(values(gatherFeatureGrid(block(entries(['Simple', 'Visual overview', 'Drag and drop', 'Limits']))))).toEqual(['4 features, text only']);
    // A screenshot under two of six entries makes them pictured.
    const shots = `<dl>${['Simple', 'Visual', 'Drag', 'Limits', 'Search', 'Tasks'].map((t, n) => `<dt>${t}</dt><dd>${n < 2 ? '<img src="/s.png" alt="">' : ''}<p>${copy}</p></dd>`).join('')}</dl>`;
    expect(values(gatherFeatureGrid(block(shots)))).toEqual(['6 features, pictured']);
    expect(gatherFeatureGrid(block(entries(['Is it free?', 'Can I self-host?', 'Does it sync?', 'Who made it?'])))).toEqual([]);
    // Short key-value pairs ("Founded: 2010") are details, not features.
    expect(gatherFeatureGrid(block('<dl><dt>Founded</dt><dd>2010</dd><dt>Staff</dt><dd>12</dd><dt>Office</dt><dd>Berlin</dd></dl>'))).toEqual([]);
  });
});

describe('feature cards with a way on', () => {
  const card = (title: string, link: string, href = '/more') => `<div class="card"><h3>${title}</h3><p>${copy}</p><a href="${href}">${link}</a></div>`;
  it('cards whose only link is a "Learn more" each are still features; cards that each lead somewhere named are entry points', () => {
    const more = block(`<h2>Automate your releases</h2><div>${['Screenshots', 'Beta builds', 'Store release', 'Signing'].map((t, i) => card(t, 'Learn more', `/docs/${i}`)).join('')}</div>`);
    expect(values(gatherFeatureGrid(more))).toEqual(['4 features, text only']);
    const routes = block(`<h2>Shop by room</h2><div>${['Kitchen', 'Bathroom', 'Garden', 'Office'].map((t, i) => card(t, `Shop ${t}`, `/c/${i}`)).join('')}</div>`);
    expect(gatherFeatureGrid(routes)).toEqual([]);
  });
});
