import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPage } from './lazyPage';
import { useRowsPainted } from './useRowsPainted';

const load = () => import('./afterRowsParts');

/**
 * The parts of a list drawn after its rows (`afterRowsParts.ts`): its filter form and search
 * box, its toolbar's buttons, its pagination, its empty page. Draw them inside `<AfterRows>`.
 */
export const AfterRowsParts = {
  FilterForm: lazyPage(load, 'FilterForm'),
  SearchInput: lazyPage(load, 'SearchInput'),
  FilterMenuButton: lazyPage(load, 'FilterMenuButton'),
  CreateButton: lazyPage(load, 'CreateButton'),
  ColumnsButton: lazyPage(load, 'ColumnsButton'),
  ExportListButton: lazyPage(load, 'ExportListButton'),
  CappedPagination: lazyPage(load, 'CappedPagination'),
  Empty: lazyPage(load, 'Empty'),
};

let partsLoaded = false;

/** Loads every part at once (one file); settles when they are in or have failed. */
const loadParts = () =>
  Promise.allSettled(Object.values(AfterRowsParts).map((part) => part.preload())).then(() => {
    partsLoaded = true;
  });

/**
 * Its children once the list's rows are on the screen and the after-rows parts' code is in
 * (asked for then): they are drawn whole at once, in the space the list kept for them (or that
 * `until` holds meanwhile). A part whose code failed to load throws to the error screen, as a
 * page's does.
 */
export function AfterRows({ until = null, children }: { until?: ReactNode; children: ReactNode }) {
  const painted = useRowsPainted();
  const [loaded, setLoaded] = useState(partsLoaded);
  useEffect(() => {
    if (!painted || loaded) return;
    let mounted = true;
    void loadParts().then(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, [painted, loaded]);
  return painted && loaded ? <Suspense fallback={until}>{children}</Suspense> : until;
}
