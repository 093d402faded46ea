import { Suspense, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type * as Parts from './afterRowsParts';
import { lazyPage } from './lazyPage';
import { useRowsPainted } from './useRowsPainted';

const load = () => import('./afterRowsParts');

type PropsOf<Name extends keyof typeof Parts> = ComponentProps<(typeof Parts)[Name]> & object;

/**
 * The parts of a list drawn after its rows (`afterRowsParts.ts`): its filter form and search
 * box, its toolbar's buttons, its pagination, its empty page. Draw them inside `<AfterRows>`.
 */
export const AfterRowsParts = {
  FilterForm: lazyPage<PropsOf<'FilterForm'>, 'FilterForm'>(load, 'FilterForm'),
  SearchInput: lazyPage<PropsOf<'SearchInput'>, 'SearchInput'>(load, 'SearchInput'),
  FilterMenuButton: lazyPage<PropsOf<'FilterMenuButton'>, 'FilterMenuButton'>(
    load,
    'FilterMenuButton',
  ),
  CreateButton: lazyPage<PropsOf<'CreateButton'>, 'CreateButton'>(load, 'CreateButton'),
  ColumnsButton: lazyPage<PropsOf<'ColumnsButton'>, 'ColumnsButton'>(load, 'ColumnsButton'),
  ExportListButton: lazyPage<PropsOf<'ExportListButton'>, 'ExportListButton'>(
    load,
    'ExportListButton',
  ),
  CappedPagination: lazyPage<PropsOf<'CappedPagination'>, 'CappedPagination'>(
    load,
    'CappedPagination',
  ),
  Empty: lazyPage<PropsOf<'Empty'>, 'Empty'>(load, 'Empty'),
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
