import { byName, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';
import { isVisible, rectOf } from './visible';

/** A control whose whole label asks to play ("Play", "Watch the video"); "Google Play" is a store. */
const PLAY_LABEL = /^(?:play|watch|abspielen|regarder|ver)(?: (?:the |our )?(?:video|film|trailer|demo|now))?$/i;

const PLAY = /\b(?:play|watch|abspielen|regarder|ver video)\b/i;
/** A video's length as written: "~7 minute screencast", "2 min video", "(2:35)", "Four minutes, narrated by…", "in zwei Minuten". */
const DURATION = /\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|ninety|eine?|zwei|drei|vier|fünf|sechs|zehn|une?|deux|trois|quatre|cinq|dix|una?|dos|tres|cuatro|cinco|diez|due|tre|quattro|cinque|dieci|dois|duas|três|twee|drie|vijf)[- ]?(?:min(?:ute)?s?|sec(?:ond)?s?|minuten|minutos|minuti|minuut|sekunden|secondes|segundos|secondi)\b|\(\d{1,2}:\d{2}\)|\b\d{1,2}:\d{2}\s?(?:min|mins)\b/i;

/** An app store's badge says "Google Play": a download, not a player. */
const STORE = /google[\s_-]?play|play\.google|play[\s_-]?store|app[\s_-]?store|apps\.apple/i;
const PLAYER_SRC = /youtube|youtu\.be|vimeo|wistia|loom|vidyard|brightcove|jwplayer/i;
/** A link to one video (not to a channel or profile). */
const VIDEO_LINK = /youtube\.com\/(?:watch|embed)|youtu\.be\/|vimeo\.com\/\d|wistia\.com\/medias|loom\.com\/share/i;

/** A video host's still of a video (the poster a player is started from). */
const HOST_STILL = /ytimg\.com\/vi|img\.youtube\.com\/vi|vimeocdn\.com\/video|videodelivery\.net|fast\.wistia\.com\/embed\/medias/i;
const PLAYER_HOLDER = 'lite-youtube, lite-vimeo, [data-video-id], [data-youtube-id], [data-yt-id], [data-vimeo-id], [data-video-src], [data-video-url]';

/**
 * Players a script builds on click: a video host's still, or an element holding a video's id. What
 * shows is the poster; the video is a click away. (A box merely named for a video proves nothing.)
 */
function videoPosters(block: Block): string[] {
  const out: string[] = [];
  for (const img of Array.from(block.el.querySelectorAll('img')).slice(0, 40)) {
    const src = img.getAttribute('src') ?? img.getAttribute('data-src') ?? '';
    if (HOST_STILL.test(src) && isVisible(img)) out.push(src);
  }
  for (const el of Array.from(block.el.querySelectorAll(PLAYER_HOLDER)).slice(0, 10)) {
    // A text link carrying a video's id is a link; a player shows a picture or a box of its own.
    if ((el.tagName !== 'A' || el.querySelector('img, picture')) && isVisible(el)) out.push(el.getAttribute('data-video-id') ?? el.tagName.toLowerCase());
  }
  return out;
}

/** A video or player: a <video>, an embedded player, or a play button on a poster. */
export function gatherVideo(block: Block): SectionFact[] {
  const videos = Array.from(block.el.querySelectorAll('video')).filter(isVisible);
  const frames = Array.from(block.el.querySelectorAll('iframe')).filter((f) => PLAYER_SRC.test(f.getAttribute('src') ?? f.getAttribute('data-src') ?? '') && isVisible(f));
  // Only where a play word shows in the block's text, its class names or its labels is any button worth reading.
  const mayPlay = PLAY.test(block.text) || byName(block.el, PLAY, 1).length > 0 || Array.from(block.el.querySelectorAll('[aria-label]')).some((e) => PLAY.test(e.getAttribute('aria-label')!));
  // A play control: labelled to play, named for playing, or a link to a video host.
  const playButtons = Array.from(block.el.querySelectorAll('button, a, [role="button"]')).filter((b) => {
    const href = b.getAttribute('href') ?? '';
    const toVideo = VIDEO_LINK.test(href);
    // Without a play word in the block only a link to a video can be one (a footer's 200 links need not be read).
    if (!mayPlay && !toVideo) return false;
    const label = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
    if (STORE.test(`${label} ${b.getAttribute('class') ?? ''} ${href}`)) return false;
    // A worded link of a menu ("Play" beside "Phones", "Tablets": a store's name) is a menu entry, not a player (blind review, stop 45).
    if (b.localName === 'a' && textOf(b) && b.closest('nav, [role="navigation"], [role="menu"], [role="menubar"]')) return false;
    const named = mayPlay && (PLAY_LABEL.test(label) || /\bplay\b|\bplay-?(?:btn|button|icon)\b/i.test(b.getAttribute('class') ?? ''));
    // A link to a video is a player when it shows a poster or a play icon; a line of text in a list is a link.
    const poster = toVideo && (b.querySelector('img, svg, picture') !== null || !textOf(b) || PLAY_LABEL.test(textOf(b)));
    return (named || poster) && isVisible(b);
  });
  const posters = playButtons.length ? [] : videoPosters(block);
  const n = videos.length + frames.length;
  if (!n && !playButtons.length && !posters.length) return [];
  const autoplay = videos.some((v) => v.hasAttribute('autoplay')) || frames.some((f) => /autoplay=1/.test(f.getAttribute('src') ?? ''));
  const muted = videos.some((v) => v.hasAttribute('muted'));
  // A clip that loops with no controls is a silent loop of the interface, not a film to listen to (and a browser plays
  // nothing unmuted on its own): its sound is no question.
  const looping = !muted && videos.length > 0 && frames.length === 0 && videos.every((v) => v.hasAttribute('loop') && !v.hasAttribute('controls'));
  const kind = frames.length ? 'embedded player' : videos.length ? 'video' : playButtons.length ? 'play button' : 'video poster';
  const parts = [n > 1 ? plural(n, 'video') : kind];
  if (autoplay) parts.push(muted ? 'autoplay, muted' : looping ? 'autoplay, looping' : 'autoplay');
  // Started by a script as it scrolls into view, a clip that loops with no controls is the same silent loop.
  else if (looping) parts.push('looping');
  // Its length said beside it ("this ~7 minute screencast", "2:35"): the visitor knows what the click costs.
  if (DURATION.test(block.text)) parts.push('length shown');
  const src = frames[0]?.getAttribute('src') ?? videos[0]?.getAttribute('src') ?? videos[0]?.querySelector('source')?.getAttribute('src') ?? playButtons[0]?.textContent?.trim() ?? posters[0] ?? '';
  return [{ kind: 'video', value: parts.join(', '), evidence: src ? `${kind}: ${src.slice(0, 60)}` : kind }];
}

const PERSON = /\b(?:person|people|portraits?|headshots?|avatars?|faces?|woman|man|men|women|customers?|clients?|team|founders?|ceo|smiling|girls?|boys?|family|couple|staff|doctors?|users?|photo of)\b/i;
/** An alt text naming someone by title ("Dr. Ana Silva"): the picture is of that person. */
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|prof|sr|sra|frau|herr|mme)\.?\s+\p{Lu}/u;
const ILLUSTRATION = /\b(?:illustrations?|icons?|vector|drawing|graphic|diagram|abstract|pattern)\b/i;
/** The product itself on show (a phone or browser mockup, a screenshot of the app): neither a person nor an illustration. */
const PRODUCT_SHOT = /\b(?:mockups?|screenshots?|screen-?shots?|screens?|devices?|iphone|phones?|app|ui)\b/i;

/**
 * A photo cut to a circle, large and not a link (as round category pictures are): one or two of them
 * are the way a page shows a speaker, a founder or a doctor. Read only for raster pictures named for nothing else.
 */
function roundPortrait(img: Element): boolean {
  if (img.tagName !== 'IMG' || img.closest('a') || !/\.(?:jpe?g|png|webp)(?:$|\?)/i.test(img.getAttribute('src') ?? '')) return false;
  const r = rectOf(img);
  if (r.width < 120 || Math.abs(r.width - r.height) > r.width * 0.1) return false;
  const view = img.ownerDocument.defaultView;
  if (!view) return false;
  // The circle is cut by the picture or by the box around it.
  for (let e: Element | null = img, up = 0; e && up < 2; e = e.parentElement, up++) {
    const radius = view.getComputedStyle(e).borderTopLeftRadius;
    if (radius.endsWith('%') ? parseFloat(radius) >= 40 : parseFloat(radius) >= rectOf(e).width * 0.4) return true;
  }
  return false;
}

/** Pictures of people (real faces) versus illustrations, icons and screenshots. */
export function gatherPeopleImages(block: Block): SectionFact[] {
  const imgs = Array.from(block.el.querySelectorAll('img, picture > source, [role="img"]')).slice(0, 40);
  let people = 0;
  let illustrations = 0;
  const seen: string[] = [];
  const round: string[] = [];
  for (const img of imgs) {
    const hint = `${img.getAttribute('alt') ?? ''} ${img.getAttribute('src') ?? img.getAttribute('srcset') ?? ''} ${img.getAttribute('class') ?? ''}`;
    if (/logo|badge|seal/i.test(hint) || (PRODUCT_SHOT.test(hint) && !PERSON.test(hint))) continue;
    // A picture that failed to load or is hidden shows no one.
    if (img.tagName === 'IMG' && (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0) continue;
    if (!isVisible(img)) continue;
    // A vector file is drawn, never a photo: a line drawing of a face is an illustration.
    const drawn = /\.svg(?:$|\?)/i.test(img.getAttribute('src') ?? '');
    const photo = !drawn && !ILLUSTRATION.test(hint);
    const name = () => img.getAttribute('alt') || (img.getAttribute('src') ?? '').split('/').pop() || 'img';
    if (photo && (PERSON.test(hint) || HONORIFIC.test((img.getAttribute('alt') ?? '').trim()))) {
      people++;
      if (seen.length < 3) seen.push(name());
    } else if (photo && roundPortrait(img)) round.push(name());
    else if ((ILLUSTRATION.test(hint) || drawn) && rectOf(img).width >= 160) illustrations++;
  }
  // One or two: portraits. A series of round pictures is a timeline's milestones, category circles or a team.
  if (round.length <= 2) {
    people += round.length;
    seen.push(...round.slice(0, 3 - seen.length));
  }
  if (people) return [{ kind: 'people_images', value: `${plural(people, 'photo')} of people`, evidence: `images: ${seen.join(', ')}` }];
  if (illustrations) return [{ kind: 'people_images', value: 'no people, illustrations', evidence: `${plural(illustrations, 'illustration or icon')}, no photo of a person` }];
  return [];
}
