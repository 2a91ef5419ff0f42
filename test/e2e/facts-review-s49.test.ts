import { describe, expect, it } from 'vitest';
import { sectionFactsAt } from '../../scripts/shared/section-facts';
import { useFixturePages } from '../helpers/fixture-pages';

// Stop 49's reviews of twelve corpus pages: a school's three identical hero slides were told their message is split; a
// hero's strip of three partner logos went unread, so the same logos further down were told to move up; a "Log in" that
// opens its dialog by a script's data attribute was counted as going nowhere; a pink button beside a slate one was read
// as two of equal weight; an FAQ's question about HIPAA was read as a seal. Real Chromium, real layout.
const slide = (headline: string) =>
  `<div class="hero-slider-item"><div class="row"><h1>${headline}</h1><p>Learn from teachers who know each pupil by name.</p><a class="btn" href="apply.html">Apply now</a></div></div>`;
const logo = (file: string, cls = 'hero-logo') => `<li><a><img class="${cls}" src="img/${file}.svg" alt="" width="140" height="40"></a></li>`;
const icon = (file: string) => `<li><img class="icon" src="img/icons/${file}.svg" alt="" width="48" height="48"><h3>${file}</h3><p>Orders leave the same day.</p></li>`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>School</title><style>
  body{margin:0;font:16px sans-serif} section{padding:40px 20px;min-height:300px} ul{display:flex;gap:24px;list-style:none;padding:0}
  img{display:block;background:#ccc} a.b{display:inline-block;padding:12px 24px;color:#fff;border-radius:6px;text-decoration:none}
</style></head><body>
  <section id="same"><div class="hero-slider">${slide('Your bright future is our mission').repeat(3)}</div></section>
  <section id="differ"><div class="hero-slider">${slide('Your bright future is our mission')}${slide('Summer courses open for enrolment')}${slide('Meet our new science wing')}</div></section>
  <section id="strip"><h2>Trade crypto in one place</h2><a class="btn" href="signup.html">Get started</a>
    <ul class="row">${logo('clients/cryptomarket')}${logo('clients/bitit')}${logo('clients/coin')}</ul></section>
  <section id="icons"><h2>Why us</h2><ul class="perks">${icon('fast')}${icon('safe')}${icon('cheap')}</ul></section>
  <section id="pair"><h2>Build faster</h2><a class="b" style="background:#ec4899" href="start.html">Get started</a> <a class="b" style="background:#334155" href="https://github.com/acme/kit">Star on GitHub</a></section>
  <section id="both"><h2>Build faster</h2><a class="b" style="background:#ec4899" href="start.html">Get started</a> <a class="b" style="background:#2563eb" href="demo.html">Book a demo</a></section>
  <section id="faq"><h2>Questions</h2><details open><summary>Is it HIPAA compliant for clinics?</summary><p>The clinic plan handles intake with care.</p></details></section>
  <section id="seal"><h2>Built for clinics</h2><p>Intake, reminders and rebooking in one place.</p><div>HIPAA compliant</div></section>
  <section id="astray"><h2>Get the app</h2><a class="b" style="background:#2563eb" href="FAQ.html">Download Now</a> <a class="b" style="background:#2563eb" href="about.html">About us</a></section>
  <section id="modal"><h2>Welcome back</h2><a href="#" class="button modal-trigger" data-modal="auth-modal">Log in</a>
    <a href="#" class="button">Sign up</a></section>
</body></html>`;

const { browser, dir } = useFixturePages('review-s49', { 'index.html': PAGE });

describe('what the reviews of stop 49 found misread', () => {
  it('reads slides that all say the same words as one message, and slides that differ as several', async () => {
    const [same, differ] = await sectionFactsAt(browser(), dir(), ['#same', '#differ'], 'index.html');
    expect(same?.find((f) => f.kind === 'carousel')?.value).toMatch(/^3 slides, one message\b/);
    const other = differ?.find((f) => f.kind === 'carousel')?.value;
    expect(other).toMatch(/^3 slides\b/);
    expect(other).not.toMatch(/one message/);
  });

  it('reads three pictures each named a client\'s logo as a strip of logos; three named icons are not', async () => {
    const [strip, icons] = await sectionFactsAt(browser(), dir(), ['#strip', '#icons'], 'index.html');
    expect(strip?.find((f) => f.kind === 'logo_wall')?.value).toMatch(/^3 logos\b/);
    expect(icons?.some((f) => f.kind === 'logo_wall')).toBe(false);
  });

  it('reads the one fill in a colour beside a fill in grey as the primary; two coloured fills stay equal', async () => {
    const [pair, both] = await sectionFactsAt(browser(), dir(), ['#pair', '#both'], 'index.html');
    expect(pair?.find((f) => f.kind === 'cta')?.value).toMatch(/^1 primary of 2\b/);
    expect(both?.find((f) => f.kind === 'cta')?.value).toMatch(/^2 equal\b/);
  });

  it('reads a seal set in words on a line of its own, not a question that asks about one', async () => {
    const [faq, seal] = await sectionFactsAt(browser(), dir(), ['#faq', '#seal'], 'index.html');
    expect(faq?.some((f) => f.kind === 'security_badges')).toBe(false);
    expect(seal?.find((f) => f.kind === 'security_badges')?.evidence).toMatch(/hipaa/i);
  });

  it('tells a button whose page is not what its words say, and only that one', async () => {
    const [astray] = await sectionFactsAt(browser(), dir(), ['#astray'], 'index.html');
    expect(astray?.find((f) => f.kind === 'cta')?.evidence).toMatch(/; leading elsewhere: Download Now → faq$/);
  });

  it('does not count a link that opens a dialog by its script\'s mark as leading nowhere; a bare "#" still does', async () => {
    const [modal] = await sectionFactsAt(browser(), dir(), ['#modal'], 'index.html');
    const cta = modal?.find((f) => f.kind === 'cta');
    expect(cta?.value).toMatch(/\b1 leads nowhere\b/);
    expect(cta?.evidence).toMatch(/leading nowhere: Sign up$/);
  });
});
