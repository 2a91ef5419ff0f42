import { describe, expect, it } from 'vitest';
import { gatherCountdown, gatherGuarantee } from '../../../lib/facts/copy';
import { gatherCta, readButtons } from '../../../lib/facts/cta';
import { gatherBlockFacts } from '../../../lib/facts/gather';
import { gatherVideo } from '../../../lib/facts/media';
import { gatherNavigation } from '../../../lib/facts/navigation';
import { gatherPricing } from '../../../lib/facts/pricing';
import { gatherSecurityBadges } from '../../../lib/facts/proof';
import { gatherArticleCards, gatherComparisonTable, gatherFaq, gatherFeatureGrid, gatherNumberedSteps, gatherTeam } from '../../../lib/facts/structure';
import { beginGathering } from '../../../lib/facts/read';
import { documentOf } from '../sections/fixture';
import { block, values } from './block-fixture';

// Fifth round of issue 18: what a visitor counts where the markup says otherwise (structure only; happy-dom lays nothing out).

describe('what a visitor counts', () => {
  it("a speaker's portrait beside the name and role is the card's photo; one name on every card is a template's sample", () => {
    const card = (name: string, n: number) =>
      `<div class="col"><div class="item"><div class="image"><img src="/p/${n}.jpg" alt="speaker"></div><div class="content"><h5><a href="/s">${name}</a></h5><p>Project Manager</p></div></div></div>`;
    const same = values(gatherTeam(block(`<h3>Who is speaking?</h3><div class="row">${[1, 2, 3, 4].map((n) => card('Johnathan Franco', n)).join('')}</div>`)));
    expect(same).toEqual(['4 people, names and roles, with photos, placeholder text']);
    const names = ['Ana Silva', 'Tom Berg', 'Mia Lund', 'Raj Patel'];
    expect(values(gatherTeam(block(`<div class="row">${names.map((n, i) => card(n, i)).join('')}</div>`)))).toEqual(['4 people, names and roles, with photos']);
  });

  it('posts stamped with a day over the month are dated; dates in the rows of a log are no posts', () => {
    const post = (t: string) => `<div class="post"><img src="/x.jpg" alt=""><div class="date"><h4>20</h4><span>May</span></div><h2><a href="/p">${t}</a></h2><a href="/a">Admin</a></div>`;
    expect(values(gatherArticleCards(block(post('First post') + post('Second post') + post('Third post'))))).toEqual(['3 articles, dates']);
    const log = `<h3>Live activity log</h3><table><tr><th>ID</th><th>Type</th><th>Date</th><th>Status</th></tr>${['May 8, 2025', 'May 8, 2025', 'May 7, 2025']
      .map((d, i) => `<tr><td>#82${i}</td><td>Random test</td><td>${d}</td><td>${i ? 'Verified' : 'No Show'}</td></tr>`).join('')}</table>`;
    expect(gatherArticleCards(block(log))).toEqual([]);
    // Nor is a log a comparison: "No Show" is a status, not a cross in a cell.
    expect(gatherComparisonTable(block(log))).toEqual([]);
    const compare = `<table><tr><th>Feature</th><th>Us</th><th>Them</th></tr><tr><td>Exports</td><td>✓</td><td>✗</td></tr><tr><td>Audit log</td><td>Yes</td><td>No</td></tr></table>`;
    expect(values(gatherComparisonTable(block(compare)))).toEqual(['3 columns']);
  });

  it('titles each led by a number badge 1, 2, 3 are steps, and not features besides', () => {
    const step = (n: number, t: string) => `<div class="card"><div class="badge">${n}</div><h3>${t}</h3><p>Set your frequency and the targets you must reach each year.</p></div>`;
    const html = `<h2>Simplified workflow</h2><div class="grid">${step(1, 'Configure pool')}${step(2, 'Auto-schedule')}${step(3, 'Track results')}</div>`;
    expect(values(gatherNumberedSteps(block(html)))).toEqual(['3 steps']);
    beginGathering();
    const kinds = gatherBlockFacts(documentOf(`<section id="b">${html}</section>`).getElementById('b')!).map((f) => f.kind);
    expect(kinds).toContain('numbered_steps');
    expect(kinds).not.toContain('feature_grid');
    // Numbers out of order are figures, not steps.
    expect(gatherNumberedSteps(block(`<div>${step(3, 'Offices')}${step(1, 'Founder')}${step(2, 'Products')}</div>`))).toEqual([]);
  });

  it("a compliance word inside a feature's sentence is no seal; the same word on a line of its own is", () => {
    expect(gatherSecurityBadges(block('<h3>Secure data</h3><p>Industry-leading protocols protect sensitive information and ensure HIPAA compliance for every agency.</p>'))).toEqual([]);
    expect(values(gatherSecurityBadges(block('<form><input name="card"><button>Pay</button></form><ul class="seals"><li>🔒 SSL secured</li><li>HIPAA compliant</li></ul>')))).toEqual(['security badges']);
  });

  it('a countdown a script never filled shows no time; one showing digits counts down', () => {
    expect(gatherCountdown(block('<h1>Conference 2017</h1><div class="timer"></div>'))).toEqual([]);
    expect(values(gatherCountdown(block('<h1>Conference</h1><div class="timer"><span>02</span> days <span>11</span> hours</div>')))).toEqual(['countdown timer']);
  });

  it('one plan of three painted apart is the one put forward, and its filled button leads the outlined ones', () => {
    const plan = (name: string, price: string, head: string, btn: string) =>
      `<div class="plan"><div class="head" style="background-color: ${head}"><h4>${name}</h4><h2>${price}</h2></div><ul><li>Seat</li></ul><a href="/buy" class="btn" style="padding: 12px 30px; border: 1px solid #ccc; ${btn}">Buy a ticket</a></div>`;
    const grey = 'rgb(248, 248, 248)';
    const html = `<h3>Get a ticket</h3><div class="row">${plan('Starter', '$39', grey, 'background-color: transparent')}${plan('Standard', '$49', 'rgb(255, 102, 0)', 'background-color: rgb(255, 102, 0); border-color: rgb(255, 102, 0)')}${plan('Platinum', '$99', grey, 'background-color: transparent')}</div>`;
    const b = block(html);
    expect(values(gatherPricing(b))).toEqual(['3 plans, highlighted']);
    expect(values(gatherCta(b, readButtons(b)))).toEqual(['1 primary of 3']);
    const even = block(`<div class="row">${plan('A', '$39', grey, '')}${plan('B', '$49', grey, '')}${plan('C', '$99', grey, '')}</div>`);
    expect(values(gatherPricing(even))).toEqual(['3 plans, none highlighted']);
  });
  it("a mobile copy of the menu (its stylesheet did not load) is read once; the same link under each card is no copy", () => {
    const menu = (cls: string) =>
      `<div class="${cls}"><a href="#pricing">Pricing</a><a href="#features">Features</a><a href="blog.html">Blog</a><a href="#contact">Contact</a><a class="btn" href="#contact" style="background: rgb(81, 181, 109); padding: 10px 20px">Request Demo</a></div>`;
    const header = block(`<nav><a href="/"><img src="logo.png" alt="Acme"></a>${menu('desktop')}<button aria-expanded="false">Menu</button>${menu('mobile-menu')}</nav>`);
    expect(values(gatherNavigation(header))).toEqual(['4 links, flat']);
    expect(readButtons(header).map((b) => b.text)).toEqual(['Request Demo']);
    const cards = block(['Plumbing', 'Heating', 'Roofing', 'Gutters'].map((t) => `<div class="card"><h3>${t}</h3><a class="btn" href="contact.html">Get a quote</a></div>`).join(''));
    expect(readButtons(cards)).toHaveLength(4);
  });
  it('open answers of a few lines are short; long open answers are not, and folded ones are an accordion', () => {
    const faq = (answer: string) =>
      block(`<h2>Questions</h2>${[1, 2, 3, 4, 5, 6].map((n) => `<h3>How long does visit ${n} take?</h3><p>${answer}</p>`).join('')}`);
    expect(values(gatherFaq(faq('About 45 minutes, and the first check-up is free of charge for new patients.')))).toEqual(['6 questions, short answers']);
    const long = 'We start with a full examination and X-rays, then talk you through every option and its price. '.repeat(4);
    expect(values(gatherFaq(faq(long)))).toEqual(['6 questions']);
  });
  it("a store's Google Play badge is no play button, a slider's arrows are no calls to action, and one label on two cards is the cards'", () => {
    const store = block(`<h2>Get the app</h2><a class="play-store" href="/app.apk"><i class="fab fa-google-play"></i><span>GET IT ON</span> Google Play</a><a class="app-store" href="#">Download on the App Store</a>`);
    expect(gatherVideo(store)).toEqual([]);
    const slider = block(`<div class="carousel"><img src="s1.png" alt="screen"><button class="prev-btn" aria-label="Previous screenshot"><i class="fas fa-chevron-left"></i></button><button class="next-btn" aria-label="Next screenshot"><i class="fas fa-chevron-right"></i></button></div>`);
    expect(readButtons(slider)).toEqual([]);
    const twoCards = block(['Bowl', 'Leash'].map((t) => `<div class="card"><h3>${t}</h3><p>$12</p><button>Add to cart</button></div>`).join(''));
    expect(values(gatherCta(twoCards, readButtons(twoCards)))).toEqual(['2 alike, one per card']);
  });
  it("buttons that play samples are no calls to action; a guarantee's term is its own, not a trial's; 'HIPAA-aware' is no seal", () => {
    const samples = block(['booking call', 'missed-call recovery', 'upsell conversation'].map((t) => `<button class="btn">Play ${t}</button>`).join('') + '<a class="btn" href="/signup">Start free trial</a>');
    expect(readButtons(samples).map((b) => b.text)).toEqual(['Start free trial']);
    expect(readButtons(block('<a class="btn" href="/game">Play now</a>')).map((b) => b.text)).toEqual(['Play now']);
    const trial = block('<h2>Questions</h2><p>Start your 14-day free trial, no card needed.</p><p>Can I cancel anytime? Yes. No contracts.</p>');
    expect(values(gatherGuarantee(trial))).toEqual(['guarantee text']);
    expect(values(gatherGuarantee(block('<p>Every plan has a 30-day money-back guarantee.</p>')))).toEqual(['30-day guarantee']);
    expect(gatherSecurityBadges(block('<p>HIPAA-aware med-spa flow</p>'))).toEqual([]);
  });
  it('an emoji in a box of its own above each feature is its icon', () => {
    const card = (icon: string, t: string) => `<div class="card"><div class="icon">${icon}</div><h3>${t}</h3><p>Printed in layers of 0.1 mm for details that impress.</p></div>`;
    expect(values(gatherFeatureGrid(block(`<div class="grid">${card('🎯', 'Precision')}${card('🎨', 'Colours')}${card('⚡', 'Fast delivery')}${card('🔧', 'Custom')}</div>`)))).toEqual(['4 features, with icons']);
    expect(values(gatherFeatureGrid(block(`<div class="grid">${card('', 'Precision')}${card('', 'Colours')}${card('', 'Fast delivery')}${card('', 'Custom')}</div>`)))).toEqual(['4 features, text only']);
  });
  it("a video's length written beside it is read", () => {
    const clip = (words: string) => block(`<h2>Start a new project</h2><p>${words}</p><iframe src="https://player.vimeo.com/video/174698456"></iframe>`);
    expect(values(gatherVideo(clip('Get set up with this ~7 minute screencast.')))).toEqual(['embedded player, length shown']);
    expect(values(gatherVideo(clip('Get set up with this screencast.')))).toEqual(['embedded player']);
  });
});
