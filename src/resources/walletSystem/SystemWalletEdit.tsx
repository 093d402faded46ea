// /app/admin/wallet-system/{id}
import { Box } from '@mui/material';
import { Edit, SaveButton, SimpleForm, TextField, Toolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { systemWallets } from '../../../common/resources/systemWallets';
import { DefinitionInputs } from '../../lib/definitions/DefinitionInputs';
import { EditPresenceNotice } from '../../lib/live/EditPresenceNotice';
import { RecordTimeline } from '../../lib/RecordTimeline';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { BalanceFigure, EntriesSection, Section } from '../../pages/userWallet';
import { SystemTransferForm } from './SystemTransferForm';
import '../../i18n/areas/wallets';

/** /app/admin/wallet-system/{walletId}: its settings, balance, entries and transfers out. */
export function SystemWalletEdit() {
  const translate = useTranslate();
  const walletId = Number(useParams().id);
  const dataProvider = useBeliDataProvider();
  const { data: wallet } = useQuery({
    queryKey: ['beli', 'wallet', walletId],
    queryFn: () => dataProvider.getWallet(walletId),
    retry: false,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        aside={<RecordTimeline auditResource="system-wallets" />}
      >
        {/* No delete: a wallet with history stays, and the API offers none. */}
        <SimpleForm
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <EditPresenceNotice />
          <TextField source="code" variant="h6" />
          <DefinitionInputs definition={systemWallets} />
        </SimpleForm>
      </Edit>
      <Section>
        <BalanceFigure amount={wallet?.balance} />
      </Section>
      <Section title={translate('app.walletSystem.transfer')}>
        <SystemTransferForm fromWalletId={walletId} />
      </Section>
      <EntriesSection walletId={walletId} />
    </Box>
  );
}
