/** Shapes of the admin API's answers, read off the zod schemas the server answers with. */
import type { z } from 'zod';
import type { privateEntry } from './schemas/config';
import type {
  groupDetail,
  groupMembersChange,
  groupSummary,
  permissionEntry,
} from './schemas/permissions';
import type { userRow } from './schemas/users';

export type Permission = z.output<typeof permissionEntry>;
export type PermissionRef = Pick<Permission, 'id' | 'name'>;
export type GroupSummary = z.output<typeof groupSummary>;
export type GroupDetail = z.output<typeof groupDetail>;
export type GroupMembersChange = z.output<typeof groupMembersChange>;
export type ConfigEntry = z.output<typeof privateEntry>;
export type UserRow = z.output<typeof userRow>;

/** react-admin needs an `id`: a config entry's key is one. */
export type ConfigRecord = ConfigEntry & { id: string };
/** What a user update may carry: the user's whole new set of groups, or a new status. */
export type UserUpdate = UserRow & { groupIds?: number[] };
