import tools from './tools';
import type { ResourceEntry } from './resourceEntry';
import bankEvents from './bankEvents';
import paymentOrders from './paymentOrders';
import config from './config';
import permissions from './permissions';
import users from './users';
import walletSystem from './walletSystem';
import heroes from './heroes';
import items from './items';
import skins from './skins';
import tags from './tags';

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
];
