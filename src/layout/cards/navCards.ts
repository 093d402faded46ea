import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import type { PublicConfigKey } from '../../lib/publicConfig';
import { grants } from '../../providers/authProvider';

/** SPEC 3's navigation card: icon, title, description, target, optional permissions. */
export interface NavCardSpec {
  id: string;
  icon: ComponentType<SvgIconProps>;
  /** Translation keys. */
  title: string;
  description: string;
  /** A path in the app… */
  to?: string;
  /** …or an outside address read from public config, opened in a new tab. */
  externalConfig?: PublicConfigKey;
  /** Translation key shown when that config is unset. */
  unset?: string;
  /** Every one is needed; none listed means everyone sees the card. */
  permissions?: readonly string[];
}

/** A card whose title and description are the keys `{keys}.{id}.title` and `.description`. */
export const navCard = (
  keys: string,
  id: string,
  icon: ComponentType<SvgIconProps>,
  card: Omit<NavCardSpec, 'id' | 'icon' | 'title' | 'description'>,
): NavCardSpec => ({
  id,
  icon,
  title: `${keys}.${id}.title`,
  description: `${keys}.${id}.description`,
  ...card,
});

export const visibleCards = (cards: readonly NavCardSpec[], permissions: readonly string[]) =>
  cards.filter((card) => grants(permissions, card.permissions));
