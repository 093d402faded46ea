import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { Button, Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { UserRow } from '../../../common/adminApi';
import { useNotifiedAction } from '../../lib/useNotifiedAction';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/admin';

/** Ends every session of a user (after a confirmation), without locking the account. */
export function SignOutEverywhereButton() {
  const translate = useTranslate();
  const user = useRecordContext<UserRow>();
  const dataProvider = useBeliDataProvider();
  const { run, running } = useNotifiedAction();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button label="app.admin.user.signOutEverywhere" onClick={() => setConfirming(true)}>
        <LogoutIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={running}
        title={translate('app.admin.user.signOutEverywhereTitle', { name: user.name })}
        content={translate('app.admin.user.signOutEverywhereContent')}
        confirm={translate('app.admin.user.signOutEverywhere')}
        onConfirm={async () => {
          await run(
            () => dataProvider.signOutEverywhere(user.id),
            translate('app.admin.user.signedOutEverywhere', { name: user.name }),
          );
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
