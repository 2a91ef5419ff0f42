import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { i18nFor, type I18n } from '../../lib/i18n';

/** The language of the panel, the options page or a report: English unless a provider says otherwise. */
export const I18nContext = createContext<I18n>(i18nFor('en'));

export const useI18n = (): I18n => useContext(I18nContext);
