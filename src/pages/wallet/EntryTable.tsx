import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatBeli } from '../../../common/beli';
import { API_URL, httpClient } from '../../providers/httpClient';
import { formatDate, type EntryRecord, type Party } from './walletApi';

const wide = { display: { xs: 'none', sm: 'table-cell' } };

export const partyLabel = (party: Party) =>
  party.code ? `${party.name} (${party.code})` : party.name;

function useEntries(walletId: number, count: number) {
  return useQuery({
    queryKey: ['beli', 'entries', walletId, count],
    queryFn: async () => {
      const range = encodeURIComponent(JSON.stringify([0, count - 1]));
      const { json, headers } = await httpClient(
        `${API_URL}/wallets/${walletId}/entries?range=${range}`,
      );
      const total = Number(headers.get('content-range')?.split('/').pop() ?? 0);
      return { entries: json as EntryRecord[], total };
    },
  });
}

/** A wallet's entries, newest first; a row opens its transaction. */
export function EntryTable({ walletId, pageSize = 10 }: { walletId: number; pageSize?: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [count, setCount] = useState(pageSize);
  const { data } = useEntries(walletId, count);
  if (!data) return null;
  if (data.entries.length === 0) {
    return <Typography color="text.secondary">{translate('app.wallet.noEntries')}</Typography>;
  }
  return (
    <>
      <Table size="small" data-testid="entries">
        <TableHead>
          <TableRow>
            <TableCell sx={wide}>{translate('app.transaction.createdAt')}</TableCell>
            <TableCell>{translate('app.transaction.type')}</TableCell>
            <TableCell sx={wide}>{translate('app.wallet.counterparty')}</TableCell>
            <TableCell align="right">{translate('app.transaction.amount')}</TableCell>
            <TableCell align="right">{translate('app.wallet.balanceAfter')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.entries.map((entry) => (
            <TableRow
              key={entry.id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(`/app/transaction/${entry.transactionId}`)}
            >
              <TableCell sx={wide}>{formatDate(entry.createdAt)}</TableCell>
              <TableCell>
                {translate(`app.transaction.types.${entry.type}`)}
                {entry.memo && (
                  <Typography variant="caption" display="block" color="text.secondary">
                    {entry.memo}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={wide}>{partyLabel(entry.counterparty)}</TableCell>
              <TableCell
                align="right"
                sx={{
                  color: entry.amount > 0 ? 'success.main' : 'error.main',
                  whiteSpace: 'nowrap',
                }}
              >
                {entry.amount > 0 ? '+' : ''}
                {formatBeli(entry.amount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBeli(entry.balanceAfter)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.total > data.entries.length && (
        <Button onClick={() => setCount(count + pageSize)} sx={{ mt: 1 }}>
          {translate('app.wallet.loadMore')}
        </Button>
      )}
    </>
  );
}
