import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../../common/beli';
import { apiCall } from '../../../providers/httpClient';

/** The signed-in user's balance, read again whenever `version` changes (after a charge). */
export function BalanceLine({ version }: { version: number }) {
  const translate = useTranslate();
  const [balance, setBalance] = useState<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    apiCall<{ balance?: number }>('/users/me').then(
      (me) => !cancelled && setBalance(me.balance ?? null),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [version]);
  if (balance === null) return null;
  return (
    <Typography data-testid="balance" color="text.secondary">
      {translate('app.tools.balance', { balance: formatBeli(balance) })}
    </Typography>
  );
}
