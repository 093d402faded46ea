import { PERMISSIONS } from '../../common/permissions';
import { resourceRegistry } from './registry';
import type { ResourceAccess } from './resourceEntry';

const SIGNED_IN_ONLY: ResourceAccess = { read: [PERMISSIONS.me], write: [PERMISSIONS.me] };

export function resourceAccess(resource: string): ResourceAccess {
  return resourceRegistry.find((r) => r.name === resource)?.access ?? SIGNED_IN_ONLY;
}
