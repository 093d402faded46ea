import { Alert, Button, Card, CardContent, List, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { apiCall } from '../../providers/httpClient';
import { apiError } from '../../pages/wallet/walletApi';

interface LedgerCheck {
  ok: boolean;
  sumOfBalances: number;
  walletsChecked: number;
  transactionsChecked: number;
  mismatches: { walletId?: number; transactionId?: number; problem: string; detail: string }[];
}

/** Runs the reconciliation (GET /ledger/check) on demand and shows what it found. */
export function LedgerCheckPanel() {
  const translate = useTranslate();
  const [result, setResult] = useState<LedgerCheck | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setFailure(null);
    try {
      setResult(await apiCall<LedgerCheck>('/ledger/check'));
    } catch (error) {
      setFailure(apiError(error).message);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.walletSystem.check')}
        </Typography>
        <Button variant="outlined" onClick={run} disabled={running}>
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
              sum: formatBeli(result.sumOfBalances),
              count: result.mismatches.length,
            })}
            {result.mismatches.length > 0 && (
              <List dense>
                {result.mismatches.map((m, i) => (
                  <ListItem key={i}>
                    {m.walletId ? `Ví #${m.walletId}` : `Giao dịch #${m.transactionId}`}: {m.detail}
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
