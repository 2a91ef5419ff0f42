import { render } from 'preact';
import { App } from '@/components/panel/App';
import { Localized } from '@/components/shared/Localized';
import { keepBuiltinWarm } from '@/lib/extension/panel-warmup';
import { markOnce } from '@/lib/builtin/timeline';
import { uiLocale } from '@/lib/i18n/ui-locale';
import '@/assets/theme.css';
import '@/assets/panel.css';

markOnce('panel:script');
const param = new URLSearchParams(location.search).get('tabId');
const fixedTabId = param !== null && /^\d+$/.test(param) ? Number(param) : null;
const locale = uiLocale();
document.documentElement.lang = locale;
keepBuiltinWarm();
render(
  <Localized locale={locale}>
    <App fixedTabId={fixedTabId} />
  </Localized>,
  document.getElementById('root')!,
);
