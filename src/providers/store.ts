import { localStorageStore } from 'react-admin';
import { i18nProvider } from './i18nProvider';

/**
 * react-admin's store (list settings, theme...) in local storage, with the portal's one language
 * recorded in it: while the stored locale differs from the i18n provider's, as on a first visit
 * where none is stored, react-admin renders the whole app empty once before its first page.
 */
export const store = localStorageStore();
if (store.getItem('locale') === undefined) store.setItem('locale', i18nProvider.getLocale());
