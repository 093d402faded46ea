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

export const resourceRegistry: ResourceEntry[] = [
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
