import type { ResourceDefinition } from './define';
import { bankEvents } from './bankEvents';
import { heroes } from './heroes';
import { items } from './items';
import { labels } from './labels';
import { paymentOrders } from './paymentOrders';
import { skins } from './skins';
import { systemWallets } from './systemWallets';
import { tags } from './tags';
import { tools } from './tools';
import { users } from './users';

export type { ResourceDefinition } from './define';

/**
 * Every resource said by a definition, in the order of their admin cards (the users' card, SPEC
 * 2's second, before the permissions' and configuration's: src/pages/admin/adminCards.ts).
 */
export const RESOURCE_DEFINITIONS: readonly ResourceDefinition[] = [
  users,
  heroes,
  tags,
  skins,
  labels,
  items,
  tools,
  systemWallets,
  paymentOrders,
  bankEvents,
];
