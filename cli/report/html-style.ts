import type { SectionLabel } from '../../lib/sections/labels';

/** One colour per section kind, for the outlines on the screenshot and the cards beside it. */
export const LABEL_COLORS: Record<SectionLabel, string> = {
  global: '#6b7280',
  hero: '#d9480f',
  cta: '#2b8a3e',
  trust: '#1c7ed6',
  product_demo: '#9c36b5',
  differentiation: '#e67700',
  doors: '#0b7285',
  resources: '#5c7cfa',
};

export const REPORT_CSS = `
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2328;background:#f6f8fa}
header.run,article.page,section.block{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin:16px;padding:16px}
h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:0 0 8px}h3{font-size:15px;margin:12px 0 6px}h4{font-size:13px;margin:10px 0 4px;text-transform:uppercase;letter-spacing:.03em;color:#57606a}
.muted,.meta{color:#57606a}.meta{font-size:12px}
.demo{background:#fff8c5;border:1px solid #d4a72c;padding:6px 10px;border-radius:6px}
table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
td.matches{background:#dafbe1}td.section_only{background:#fff8c5}td.missing{background:#ffebe9}td.failed{color:#cf222e}
.layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px;align-items:start}
@media (max-width:900px){.layout{grid-template-columns:1fr}}
figure.shot{margin:0;position:sticky;top:0;max-height:100vh;overflow:auto}
.frame{position:relative;border:1px solid #d0d7de;line-height:0}
.frame img{display:block;width:100%;height:auto}
.outline{position:absolute;border:3px solid var(--c);background:color-mix(in srgb,var(--c) 8%,transparent);text-decoration:none}
.outline .tag{position:absolute;left:0;top:0;background:var(--c);color:#fff;font:600 12px/1.4 system-ui,sans-serif;padding:1px 6px;white-space:nowrap}
section.card{border-left:6px solid var(--c);padding:4px 0 8px 12px;margin:0 0 16px}
.findings li{margin-bottom:6px}
article.test{border:1px solid #d0d7de;border-radius:6px;padding:8px;margin:6px 0}
article.test h5{font-size:14px;margin:0 0 4px}.uplift{color:#2b8a3e;font-weight:600}
.quote{font-style:italic}
`;
