import { render } from 'preact';
import { App } from '@/components/panel/App';
import { startEarly } from '@/components/panel/early-start';
import { Localized } from '@/components/shared/Localized';
import { keepBuiltinWarm } from '@/lib/extension/panel-warmup';
import { markOnce } from '@/lib/builtin/timeline';
import { loadLocale } from '@/lib/i18n/load-locale';
import { uiLocale } from '@/lib/i18n/ui-locale';
import '@/assets/theme.css';
import '@/assets/panel.css';

markOnce('panel:script');
const param = new URLSearchParams(location.search).get('tabId');
const fixedTabId = param !== null && /^\d+$/.test(param) ? Number(param) : null;
keepBuiltinWarm();
const early = startEarly(fixedTabId);
// Only this language's words are loaded (English needs none), before the first render.
const locale = await loadLocale(uiLocale());
document.documentElement.lang = locale;
render(
  <Localized locale={locale}>
    <App fixedTabId={fixedTabId} early={early} />
  </Localized>,
  document.getElementById('root')!,
);
markOnce('panel:rendered');
