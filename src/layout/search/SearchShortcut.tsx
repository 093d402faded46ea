import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { lazyPage } from '../../lib/lazyPage';
import { OpenSearchContext } from './openSearch';

// Its code loads when it is first opened.
const SearchDialog = lazyPage(() => import('./SearchDialog'), 'SearchDialog');

/**
 * Ctrl+K (⌘K) from anywhere for a signed-in user, and the dialog it opens. Part of the first
 * chunk, so a press before the app bar's buttons have come is kept: the dialog shows once its
 * own code is in.
 */
export function SearchShortcut({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openSearch = useCallback(() => setOpen(true), []);
  const { permissions = [] } = usePermissions<string[]>();
  const signedIn = permissions.length > 0;
  useEffect(() => {
    if (!signedIn) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [signedIn]);
  return (
    <OpenSearchContext.Provider value={openSearch}>
      {children}
      {open && signedIn && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </OpenSearchContext.Provider>
  );
}
