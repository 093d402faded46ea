// /app/admin/user
import { Avatar, Chip, Stack } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { HorizontalScroll } from '../../lib/HorizontalScroll';
import { ListActions } from '../../lib/ListActions';
import { PERMISSIONS } from '../../../common/permissions';
import type { UserRow } from '../../../common/adminApi';
import { USER_GROUP_CHOICES } from '../../providers/apiAddress';
import { GroupMembershipButtons } from './GroupMembershipButtons';
import { UserGroupsButton } from './UserGroupsButton';
import { UserStatusButton } from './UserStatusButton';
import { UserWalletButton } from './UserWalletButton';
import { ResourceList } from '../../lib/ResourceList';

function StatusChip({ user }: { user: UserRow }) {
  const translate = useTranslate();
  return user.disabled ? (
    <Chip size="small" color="warning" label={translate('app.admin.user.disabled')} />
  ) : (
    <Chip size="small" color="success" label={translate('app.admin.user.active')} />
  );
}

/**
 * /app/admin/user: search, filter by group and status, change groups (one user's, or a
 * selection's joining or leaving one group), disable and enable, and open a user's wallet.
 */
export function UserList() {
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  const canChooseGroups = permissions.includes(PERMISSIONS.permissionAll);
  const canSeeWallets = permissions.includes(PERMISSIONS.walletAll);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="groupId" source="groupId" reference={USER_GROUP_CHOICES} alwaysOn>
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={[
        { id: 'active', name: translate('app.admin.user.active') },
        { id: 'disabled', name: translate('app.admin.user.disabled') },
      ]}
    />,
  ];
  return (
    <ResourceList
      title={translate('app.admin.user.title')}
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      actions={<ListActions />}
    >
      <HorizontalScroll>
        <Datagrid
          bulkActionButtons={canChooseGroups ? <GroupMembershipButtons /> : false}
          rowClick={false}
        >
          <FunctionField<UserRow>
            source="avatarUrl"
            sortable={false}
            render={(user) => <Avatar src={user.avatarUrl ?? undefined} alt={user.name} />}
          />
          <TextField source="name" />
          <TextField source="email" />
          <FunctionField<UserRow>
            source="groups"
            sortable={false}
            render={(user) => (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {user.groups.map((g) => (
                  <Chip key={g.id} size="small" variant="outlined" label={g.name} />
                ))}
              </Stack>
            )}
          />
          <FunctionField<UserRow>
            source="status"
            sortable={false}
            render={(user) => <StatusChip user={user} />}
          />
          <DateField source="createdAt" locales="vi-VN" />
          <DateField
            source="lastLoginAt"
            showTime
            locales="vi-VN"
            emptyText={translate('app.admin.user.never')}
          />
          {canChooseGroups && <UserGroupsButton />}
          {canSeeWallets && <UserWalletButton />}
          <UserStatusButton />
        </Datagrid>
      </HorizontalScroll>
    </ResourceList>
  );
}
