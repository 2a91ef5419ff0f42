import { render } from 'preact';
import { OptionsForm } from '@/components/options/OptionsForm';
import { Localized } from '@/components/shared/Localized';
import { i18nFor } from '@/lib/i18n';
import { loadLocale } from '@/lib/i18n/load-locale';
import { uiLocale } from '@/lib/i18n/ui-locale';
import '@/assets/theme.css';
import '@/assets/options.css';

// Only this language's words are loaded (English needs none), before the first render.
const locale = await loadLocale(uiLocale());
const title = i18nFor(locale).t('optionsTitle');
document.documentElement.lang = locale;
document.title = title;
document.getElementById('options-title')!.textContent = title;
render(
  <Localized locale={locale}>
    <OptionsForm />
  </Localized>,
  document.getElementById('root')!,
);
