import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import type { UserRow } from '../../../common/adminApi';
import { useSaveAtOnce } from '../../lib/useSaveAtOnce';
import '../../i18n/areas/admin';

/** Disables (after a confirmation: it signs them out everywhere) or enables a user. */
export function UserStatusButton() {
  const translate = useTranslate();
  const user = useRecordContext<UserRow>();
  const { identity } = useGetIdentity();
  const [confirming, setConfirming] = useState(false);
  const { save, isPending } = useSaveAtOnce<UserRow>('admin/user');
  if (!user || user.id === identity?.id) return null;

  const change = (disabled: boolean) =>
    save(
      user,
      { disabled },
      {
        message: disabled ? 'app.admin.user.disabledDone' : 'app.admin.user.enabledDone',
        name: user.name,
      },
      () => setConfirming(false),
    );

  if (user.disabled) {
    return (
      <Button label={translate('app.admin.user.enable')} onClick={() => change(false)}>
        <LockOpenIcon />
      </Button>
    );
  }
  return (
    <>
      <Button
        label={translate('app.admin.user.disable')}
        color="warning"
        onClick={() => setConfirming(true)}
      >
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={translate('app.admin.user.disableTitle', { name: user.name })}
        content={translate('app.admin.user.disableContent')}
        confirm={translate('app.admin.user.disable')}
        onConfirm={() => change(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
