import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import '../../i18n/areas/admin';

/** Opens the user's wallet page (/app/admin/user/{id}/wallet) from their row. */
export function UserWalletButton(_props: { label?: string }) {
  const user = useRecordContext();
  if (!user) return null;
  return (
    <Button
      component={Link}
      to={`/app/admin/user/${user.id}/wallet`}
      label="app.admin.user.wallet"
      onClick={(event) => event.stopPropagation()}
    >
      <AccountBalanceWalletIcon />
    </Button>
  );
}
