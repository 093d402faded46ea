import { PERMISSIONS } from '../../common/permissions';
import { resourceRegistry } from './registry';

export interface ResourceAccess {
  /** Permissions needed to list and show. */
  read: readonly string[];
  /** Permissions needed to create, edit and delete. */
  write: readonly string[];
}

const SIGNED_IN_ONLY: ResourceAccess = { read: [PERMISSIONS.me], write: [PERMISSIONS.me] };

export function resourceAccess(resource: string): ResourceAccess {
  return resourceRegistry.find((r) => r.name === resource)?.access ?? SIGNED_IN_ONLY;
}
