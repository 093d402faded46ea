import { createContext, useContext } from 'react';

/** Opens the search dialog: given by `SearchShortcut`, which holds it from the first paint. */
export const OpenSearchContext = createContext<() => void>(() => undefined);

export const useOpenSearch = () => useContext(OpenSearchContext);
