/** Shapes of the admin API's answers: built by the server, read by the app. */

export type PermissionRef = { id: number; name: string };

export type Permission = PermissionRef & { description: string };

export type GroupSummary = {
  id: number;
  name: string;
  createdAt: string;
  permissions: PermissionRef[];
  memberCount: number;
};

export type GroupMember = {
  id: number;
  name: string;
  email: string;
  avatarUrl: string | null;
  disabled: boolean;
};

export type GroupDetail = Omit<GroupSummary, 'memberCount'> & { members: GroupMember[] };

export type ConfigEntry = {
  key: string;
  value: unknown;
  isPublic: boolean;
  description: string;
  updatedAt: string;
  /** Left out of public reads. */
  updatedBy: { id: number; name: string } | null;
};

export type UserRow = {
  id: number;
  email: string;
  name: string;
  avatarUrl: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
  groups: { id: number; name: string }[];
};
