import { FormControlLabel, List, ListItem, Switch, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { GroupDetail, Permission } from '../../../common/adminApi';
import { useSaveAtOnce } from '../../lib/useSaveAtOnce';
import '../../i18n/areas/admin';

/** One switch a permission; each change is saved at once. */
export function GroupPermissionSwitches() {
  const translate = useTranslate();
  const group = useRecordContext<GroupDetail>();
  const { data: all = [] } = useGetList<Permission>('permissions', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { save, isPending } = useSaveAtOnce<GroupDetail>('admin/permission');
  if (!group) return null;

  const toggle = (permission: Permission, on: boolean) => {
    const permissions = on
      ? [...group.permissions, { id: permission.id, name: permission.name }]
      : group.permissions.filter((p) => p.id !== permission.id);
    save(
      group,
      { permissions },
      {
        message: on ? 'app.admin.permission.granted' : 'app.admin.permission.revoked',
        name: permission.name,
      },
    );
  };

  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('app.admin.permission.permissions')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.admin.permission.permissionsHint')}
      </Typography>
      <List dense>
        {all.map((permission) => (
          <ListItem key={permission.id} disableGutters>
            <FormControlLabel
              control={
                <Switch
                  checked={group.permissions.some((p) => p.id === permission.id)}
                  disabled={isPending}
                  onChange={(event) => toggle(permission, event.target.checked)}
                  slotProps={{ input: { 'aria-label': permission.name } }}
                />
              }
              label={
                <>
                  <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                    {permission.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' — '}
                    {permission.description}
                  </Typography>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
