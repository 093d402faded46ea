import { FormControlLabel, List, ListItem, Switch, Typography } from '@mui/material';
import {
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type HttpError,
} from 'react-admin';
import type { GroupDetail, Permission } from '../../../common/adminApi';

/** One switch a permission; each change is saved at once. */
export function GroupPermissionSwitches() {
  const translate = useTranslate();
  const notify = useNotify();
  const group = useRecordContext<GroupDetail>();
  const { data: all = [] } = useGetList<Permission>('permissions', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [update, { isPending }] = useUpdate<GroupDetail, HttpError>();
  if (!group) return null;

  const toggle = (permission: Permission, on: boolean) => {
    const permissions = on
      ? [...group.permissions, { id: permission.id, name: permission.name }]
      : group.permissions.filter((p) => p.id !== permission.id);
    update(
      'admin/permission',
      { id: group.id, data: { permissions }, previousData: group },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(on ? 'app.admin.permission.granted' : 'app.admin.permission.revoked', {
            messageArgs: { name: permission.name },
          }),
        onError: (error) => notify(error.message, { type: 'error' }),
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
