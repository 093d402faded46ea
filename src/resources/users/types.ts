export interface UserRecord {
  id: number;
  email: string;
  name: string;
  avatarUrl: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
  groups: { id: number; name: string }[];
}

/** What an update may carry: the user's whole new set of groups, or a new status. */
export type UserUpdate = UserRecord & { groupIds?: number[] };
