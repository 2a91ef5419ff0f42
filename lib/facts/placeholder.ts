/**
 * Template filler a visitor recognises: lorem ipsum and the Latin that usually runs on from it, and
 * numbered sample entries of a menu or tabs (stock labels such as a theme's sample people's names are
 * left out on purpose: the ones we know come from our corpus pages, and a rule fitted to them would
 * not carry over).
 */
const PLACEHOLDER = /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipisc\w*|\bsed do eiusmod\b|\bcurabitur\b|\bpellentesque\b|\bvestibulum\b/i;

/**
 * Words of the lorem-ipsum generators' vocabulary (Cicero's passage as they cut it up, and the other generators' Latin:
 * "Viderer malorum sadipscing…", "consetetur sadipscing elitr", "tincidunt ullamcorper…", "Quisque mollis mi ac aliquet
 * accumsan…") that no modern language uses (words that are also Spanish, Italian or Portuguese, such as "libero" or "urna", are left out):
 * filler that skips the famous opening ("Esse quasi labore aperiam, dolorem amet voluptas…"). Three of them in one text
 * are filler; one alone may be a name or a quote.
 */
const LOREM_WORDS = /\b(?:dolorem(?:que)?|voluptas|voluptatem|voluptatum|aperiam|asperiores|reprehenderit|repellat|repellendus|molestiae|laboriosam|deserunt|mollitia|accusamus|accusantium|eveniet|fugiat|nesciunt|quaerat|occaecati|cupiditate|necessitatibus|perspiciatis|exercitationem|praesentium|blanditiis|explicabo|consequatur|consequuntur|quibusdam|eligendi|distinctio|architecto|laudantium|suscipit|perferendis|doloribus|adipisci|obcaecati|recusandae|voluptatibus|ullam|quisquam|nobis|temporibus|officiis|facilis|malorum|viderer|sadipscing|detraxit|mediocrem|pertinax|volumus|quaestio|consetetur|elitr|nonumy|eirmod|invidunt|takimata|gubergren|tincidunt|ullamcorper|venenatis|vulputate|sollicitudin|fringilla|faucibus|egestas|habitasse|dictumst|viverra|porttitor|sagittis|lacinia|tristique|molestie|convallis|rhoncus|scelerisque|imperdiet|laoreet|dignissim|bibendum|euismod|volutpat|posuere|quisque|aliquet|accumsan|dapibus|nullam|luctus|mollis|signiferumque|sensibus|vivamus|iaculis|eleifend|aenean|congue|ultrices|pretium|blandit|morbi|donec|maecenas|phasellus|praesent|fusce|proin|etiam|suspendisse|ultricies|hendrerit|placerat|pharetra|efficitur|pulvinar|rutrum|feugiat|lobortis|condimentum|consequat|ornare|facilisis|sodales|interdum|elementum)\b/gi;
const MIN_LOREM_WORDS = 3;

/**
 * A theme's sample entries of a menu, numbered in a run ("Deep Dropdown 1, Deep Dropdown 2", "Link 1, Link 2"):
 * names no site gives its pages. Steps, days, modules and chapters are numbered on purpose, and a style guide's
 * sample lists ("List item 1, List item 2") show its typography.
 */
const NUMBERED_SAMPLES = /\b((?:deep |sub[- ]?)?(?:drop[- ]?down|link|menu item|sub[- ]?menu(?: option| item)?|tab))\s?0?1\b[^]{0,40}?\b\1\s?0?2\b/i;

/**
 * Words a template addresses to whoever builds the page, not to a visitor ("This section is perfect for featuring some
 * information about your application", "Use this area to…", "Your text here"), and a sample caption repeated on several
 * cards ("Project Name" under each of six tiles): the page was published before they were written (review, stop 44).
 */
const TEMPLATE_NOTE = /\bthis (?:section|area|space|block|template|theme|layout) (?:is (?:perfect|great|ideal) for|can be used (?:for|to)|lets you (?:add|feature|show))\b|\buse this (?:section|area|space|block) to\b|\b(?:your|some|sample|dummy) text here\b|\breplace (?:this|with your own) (?:text|copy|content)\b/i;
const REPEATED_SAMPLE = /\b((?:project|product|company|client|item|customer|author) name)\b[^]{0,400}?\b\1\b/i;

/**
 * A theme's demo pages left in its menu: "Blog Single", "Event Single", "Blog with Sidebar", "Left Sidebar", "Mega Menu",
 * "Dropdown Menu". No site names its own pages so; two different ones in a block are the theme's, not the site's
 * (blind review, stop 47: "Dropdown Menu", "Mega menu" in a grocer's menu passed as a short menu).
 */
const DEMO_PAGES = /\b(?:blog|post|event|project|portfolio|service|doctor|department|course|product|shop|team|cause|news)[- ]single\b|\b(?:left|right) sidebar\b|\bblog (?:with|without|no) sidebar\b|\bmega[- ]?menu\b|\bdropdown menu\b|\b404 page\b|\bpage 404\b/gi;
const MIN_DEMO_PAGES = 2;

/** Where the first demo page of the theme is named, once a second, different one is; -1 with fewer. */
function demoPagesAt(text: string): number {
  DEMO_PAGES.lastIndex = 0;
  const seen = new Set<string>();
  let first = -1;
  for (let m = DEMO_PAGES.exec(text); m; m = DEMO_PAGES.exec(text)) {
    if (first < 0) first = m.index;
    seen.add(m[0].toLowerCase().replace(/[- ]/g, ''));
    if (seen.size >= MIN_DEMO_PAGES) return first;
  }
  return -1;
}

/**
 * A phone number left as a template's mask or sample: "XXX-XXX-XXXX", "(555) 555-1234", "123-456-7890". One masked after a
 * real area code ("510-XXX-XXXX") shows the format of a number each customer gets: an example, not filler (review, stop
 * 48: rated wrong by two of three reviewers). Numbers in form fields' hints are not read as text.
 */
const SAMPLE_PHONE = /\bX{3}[-. ]X{3}[-. ]X{4}\b|\(?\b555\)?[-. ]555[-. ]\d{4}\b|\b123[-. ]456[-. ]7890\b/i;

/** Where filler starts in `text`, or -1 when it has none. */
export function fillerAt(text: string): number {
  const m = PLACEHOLDER.exec(text) ?? NUMBERED_SAMPLES.exec(text) ?? TEMPLATE_NOTE.exec(text) ?? REPEATED_SAMPLE.exec(text) ?? SAMPLE_PHONE.exec(text);
  if (m) return m.index;
  const demo = demoPagesAt(text);
  if (demo >= 0) return demo;
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
