import { render } from 'preact';
import { App } from '@/components/panel/App';
import { keepBuiltinWarm } from '@/lib/extension/panel-warmup';
import '@/assets/theme.css';
import '@/assets/panel.css';

const param = new URLSearchParams(location.search).get('tabId');
const fixedTabId = param !== null && /^\d+$/.test(param) ? Number(param) : null;
keepBuiltinWarm();
render(<App fixedTabId={fixedTabId} />, document.getElementById('root')!);
