import { RESOURCE_DEFINITIONS } from '../../common/resources';
import { definitionEntry } from './definitionEntry';
import tools from './tool';
import type { ResourceEntry } from './resourceEntry';
import bankEvents from './paymentEvents';
import paymentOrders from './paymentOrders';
import config from './config';
import permissions from './permission';
import users from './user';
import walletSystem from './walletSystem';
import heroes from './aovHeroes';
import items from './aovItems';
import skins from './aovSkins';
import tags from './aovTags';
import auditEvents from './audit';

export type { ResourceEntry };

/** The resources with pages or actions of their own. */
const ownEntries: ResourceEntry[] = [
  permissions,
  config,
  users,
  walletSystem,
  heroes,
  tags,
  skins,
  items,
  paymentOrders,
  bankEvents,
  tools,
  auditEvents,
];

const own = new Set(ownEntries.map((entry) => entry.name));

/** Every resource: those with pages of their own, then each other definition's. */
export const resourceRegistry: ResourceEntry[] = [
  ...ownEntries,
  ...RESOURCE_DEFINITIONS.filter((definition) => !own.has(definition.name)).map((definition) =>
    definitionEntry(definition),
  ),
];
