import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatBeli } from '../../../common/beli';
import { ExportMenuButton } from '../../lib/ExportListButton';
import { VirtualTable, type VirtualColumn } from '../../lib/VirtualTable';
import { formatDate } from '../../lib/apiError';
import type { EntryRecord, Party } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/wallets';

export const partyLabel = (party: Party) =>
  party.code ? `${party.name} (${party.code})` : party.name;

function useEntries(walletId: number, count: number) {
  const dataProvider = useBeliDataProvider();
  return useQuery({
    queryKey: ['beli', 'entries', walletId, count],
    queryFn: () => dataProvider.getWalletEntries(walletId, count),
  });
}

/** What a phone keeps of the table: when, what, and how much (the amount above all). */
export const ENTRY_KEY_COLUMNS = ['createdAt', 'type', 'amount'];

/** A wallet's entries, newest first, in the virtual table; a row opens its transaction. */
export function EntryTable({ walletId, pageSize = 10 }: { walletId: number; pageSize?: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [count, setCount] = useState(pageSize);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data } = useEntries(walletId, count);
  if (!data) return null;
  const columns: VirtualColumn<EntryRecord>[] = [
    {
      key: 'createdAt',
      header: translate('app.transaction.createdAt'),
      cell: (entry) => formatDate(entry.createdAt),
      width: 'minmax(0, 1.2fr)',
    },
    {
      key: 'type',
      header: translate('app.transaction.type'),
      cell: (entry) => (
        <span title={entry.memo ?? undefined}>
          {translate(`app.transaction.types.${entry.type}`)}
        </span>
      ),
      width: 'minmax(0, 1fr)',
    },
    {
      key: 'counterparty',
      header: translate('app.wallet.counterparty'),
      cell: (entry) => partyLabel(entry.counterparty),
      width: 'minmax(0, 1.2fr)',
    },
    {
      key: 'amount',
      header: translate('app.transaction.amount'),
      cell: (entry) => (
        <Box component="span" sx={{ color: entry.amount > 0 ? 'success.main' : 'error.main' }}>
          {entry.amount > 0 ? '+' : ''}
          {formatBeli(entry.amount)}
        </Box>
      ),
      align: 'right',
    },
    {
      key: 'balanceAfter',
      header: translate('app.wallet.balanceAfter'),
      cell: (entry) => formatBeli(entry.balanceAfter),
      align: 'right',
    },
  ];
  return (
    <Box data-testid="entries" sx={{ overflowX: 'auto' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <ExportMenuButton path={`wallets/${walletId}/entries`} />
      </Box>
      <Box sx={{ minWidth: small ? 0 : 560 }}>
        <VirtualTable
          columns={small ? columns.filter((c) => ENTRY_KEY_COLUMNS.includes(c.key)) : columns}
          rows={data.entries}
          getRowKey={(entry) => entry.id}
          onRowClick={(entry) => navigate(`/app/transaction/${entry.transactionId}`)}
          empty={translate('app.wallet.noEntries')}
          label={translate('app.wallet.entries')}
        />
      </Box>
      {data.total > data.entries.length && (
        <Button onClick={() => setCount(count + pageSize)} sx={{ mt: 1 }}>
          {translate('app.wallet.loadMore')}
        </Button>
      )}
    </Box>
  );
}
