import { usePermissions } from 'react-admin';
import { visibleCards, type NavCardSpec } from './navCards';

/** The cards the current user may see; undefined while their permissions load. */
export function useGrantedCards(cards: readonly NavCardSpec[]): NavCardSpec[] | undefined {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return undefined;
  // A failed lookup leaves the cards that need no permission.
  return visibleCards(cards, permissions ?? []);
}
