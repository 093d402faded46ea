export type {
  GroupDetail,
  GroupMember,
  GroupSummary,
  Permission,
  PermissionRef,
} from '../../../common/adminApi';
