import { render } from 'preact';
import { OptionsForm } from '@/components/options/OptionsForm';
import { Localized } from '@/components/shared/Localized';
import { i18nFor } from '@/lib/i18n';
import { uiLocale } from '@/lib/i18n/ui-locale';
import '@/assets/theme.css';
import '@/assets/options.css';

const locale = uiLocale();
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
