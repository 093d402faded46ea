import polyglotI18nProvider from 'ra-i18n-polyglot';
import { viMessages } from '../i18n/vi';

export const i18nProvider = polyglotI18nProvider(() => viMessages, 'vi', [
  { locale: 'vi', name: 'Tiếng Việt' },
]);
