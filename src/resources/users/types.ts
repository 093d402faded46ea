import type { UserRow } from '../../../common/adminApi';

export type UserRecord = UserRow;

/** What an update may carry: the user's whole new set of groups, or a new status. */
export type UserUpdate = UserRecord & { groupIds?: number[] };
