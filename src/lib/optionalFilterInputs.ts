import { lazyPage } from './lazyPage';

/**
 * The inputs of a list's optional filters (filterInputs.tsx), whose code loads when one is first
 * shown: most lists open with the search box alone.
 */
export const optionalFilterInputs = {
  reference: lazyPage(() => import('./filterInputs'), 'ReferenceFilterInput'),
  choice: lazyPage(() => import('./filterInputs'), 'ChoiceFilterInput'),
  yesNo: lazyPage(() => import('./filterInputs'), 'YesNoFilterInput'),
};

/** Starts loading them (FilterMenuButton: before one is picked from its menu). */
export const preloadOptionalFilterInputs = () =>
  Object.values(optionalFilterInputs).forEach((input) => input.preload());
