import { Alert, Button, Card, CardContent, List, ListItem, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { apiError } from '../../lib/apiError';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/wallets';

const mismatchSubject = (m: { walletId?: number; transactionId?: number; holdId?: number }) =>
  m.walletId
    ? `Ví #${m.walletId}`
    : m.holdId
      ? `Khoản giữ #${m.holdId}`
      : `Giao dịch #${m.transactionId}`;

/** Runs the reconciliation (GET /ledger/check) on demand and shows what it found. */
export function LedgerCheckPanel() {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const check = useMutation({ mutationFn: () => dataProvider.checkLedger() });
  const result = check.data;
  const failure = check.error ? apiError(check.error).message : null;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.walletSystem.check')}
        </Typography>
        <Button variant="outlined" onClick={() => check.mutate()} disabled={check.isPending}>
          {translate('app.walletSystem.runCheck')}
        </Button>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {result && (
          <Alert
            severity={result.ok ? 'success' : 'error'}
            sx={{ mt: 2 }}
            data-testid="ledger-check"
          >
            {translate(result.ok ? 'app.walletSystem.checkOk' : 'app.walletSystem.checkFailed', {
              wallets: result.walletsChecked,
              transactions: result.transactionsChecked,
              holds: result.holdsChecked,
              pending: result.pendingHolds,
              sum: formatBeli(result.sumOfBalances),
              count: result.mismatches.length,
            })}
            {result.mismatches.length > 0 && (
              <List dense>
                {result.mismatches.map((m, i) => (
                  <ListItem key={i}>
                    {mismatchSubject(m)}: {m.detail}
                  </ListItem>
                ))}
              </List>
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
