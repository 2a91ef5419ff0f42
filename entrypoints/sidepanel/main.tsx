import { render } from 'preact';
import { App } from '@/components/panel/App';
import { keepBuiltinWarm } from '@/lib/extension/panel-warmup';
import { markOnce } from '@/lib/builtin/timeline';
import '@/assets/theme.css';
import '@/assets/panel.css';

markOnce('panel:script');
const param = new URLSearchParams(location.search).get('tabId');
const fixedTabId = param !== null && /^\d+$/.test(param) ? Number(param) : null;
keepBuiltinWarm();
render(<App fixedTabId={fixedTabId} />, document.getElementById('root')!);
