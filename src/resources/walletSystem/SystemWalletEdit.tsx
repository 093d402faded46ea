import { Box, Card, CardContent, Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, TextField, Toolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatBeli } from '../../../common/beli';
import { EntryTable } from '../../pages/wallet/EntryTable';
import { useApi, type WalletRecord } from '../../pages/wallet/walletApi';
import { SystemTransferForm } from './SystemTransferForm';
import { SystemWalletInputs } from './SystemWalletInputs';

/** /app/admin/wallet-system/{walletId}: its settings, balance, entries and transfers out. */
export function SystemWalletEdit() {
  const translate = useTranslate();
  const walletId = Number(useParams().id);
  const { data: wallet } = useApi<WalletRecord>(`/wallets/${walletId}`);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Edit mutationMode="pessimistic" redirect={false}>
        {/* No delete: a wallet with history stays, and the API offers none. */}
        <SimpleForm
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <TextField source="code" variant="h6" />
          <SystemWalletInputs />
        </SimpleForm>
      </Edit>
      <Card>
        <CardContent>
          <Typography color="text.secondary">{translate('app.wallet.balance')}</Typography>
          <Typography variant="h4" component="p" data-testid="balance">
            {wallet ? formatBeli(wallet.balance) : '…'}
          </Typography>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.walletSystem.transfer')}
          </Typography>
          <SystemTransferForm fromWalletId={walletId} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.wallet.entries')}
          </Typography>
          <EntryTable walletId={walletId} pageSize={25} />
        </CardContent>
      </Card>
    </Box>
  );
}
