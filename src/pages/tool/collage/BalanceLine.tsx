import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../../common/beli';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import '../../../i18n/areas/tools';

/**
 * The signed-in user's balance and what pending task holds keep of it, read again whenever
 * `version` changes (after a charge).
 */
export function BalanceLine({ version }: { version: number }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const { data: me } = useQuery({
    queryKey: ['beli', 'me', 'balance', version],
    queryFn: () => dataProvider.getMe(),
  });
  if (!me) return null;
  const { balance, held } = me;
  return (
    <Typography data-testid="balance" color="text.secondary">
      {held > 0
        ? translate('app.tools.balanceHeld', {
            balance: formatBeli(balance),
            held: formatBeli(held),
          })
        : translate('app.tools.balance', { balance: formatBeli(balance) })}
    </Typography>
  );
}
