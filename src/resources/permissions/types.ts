export interface PermissionRef {
  id: number;
  name: string;
}

export interface Permission extends PermissionRef {
  description: string;
}

export interface GroupSummary {
  id: number;
  name: string;
  createdAt: string;
  permissions: PermissionRef[];
  memberCount: number;
}

export interface GroupMember {
  id: number;
  name: string;
  email: string;
  avatarUrl: string | null;
  disabled: boolean;
}

export interface GroupDetail extends Omit<GroupSummary, 'memberCount'> {
  members: GroupMember[];
}
