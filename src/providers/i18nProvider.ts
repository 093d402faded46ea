import polyglotI18nProvider from 'ra-i18n-polyglot';
import { vi } from '../i18n/vi';

export const i18nProvider = polyglotI18nProvider(() => vi, 'vi', [
  { locale: 'vi', name: 'Tiếng Việt' },
]);
