import type { RaRecord, ResourceProps } from 'react-admin';
import tools from './tools';
import type { ResourceAccess } from './access';
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

/** One entry a resource: what <Resource> needs, plus who may read and write it. */
export interface ResourceEntry extends ResourceProps {
  access: ResourceAccess;
  /** The API path when it differs from the resource name (which is also the URL under /app). */
  apiPath?: string;
  /** Its list's key columns: what a row must show whole at phone width (390 px), as text. */
  keyTexts?: (record: RaRecord) => string[];
}

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
