import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useDataTableStoreContext } from 'react-admin';

type Selector = ComponentType<{ children?: ReactNode }>;

function watchPage(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Whether the element of that id is in the page. */
function useElementPresent(id: string): boolean {
  return useSyncExternalStore(watchPage, () => document.getElementById(id) !== null);
}

/**
 * react-admin's DataTable column chooser (`vite.lazyLibraryParts.ts` puts this in its place),
 * loaded once the list's column button is on the page: it draws into that button's menu, and
 * brings MUI's text field with it, which the rows do not need.
 */
export function columnsSelectorOnDemand(load: () => Promise<Selector>): Selector {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function ColumnsSelectorOnDemand(props) {
    const { storeKey } = useDataTableStoreContext();
    const buttonShown = useElementPresent(`${storeKey}-columnsSelector`);
    if (!buttonShown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
