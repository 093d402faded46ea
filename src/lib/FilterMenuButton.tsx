import { FilterButton } from 'react-admin';
import { preloadOptionalFilterInputs } from './optionalFilterInputs';

/**
 * react-admin's filter menu button. Pointing at it, or focusing it, starts loading the filter
 * inputs, so that a filter picked from its menu is drawn at once.
 */
export function FilterMenuButton() {
  return (
    <span
      style={{ display: 'contents' }}
      onPointerOver={preloadOptionalFilterInputs}
      onFocus={preloadOptionalFilterInputs}
    >
      <FilterButton />
    </span>
  );
}
