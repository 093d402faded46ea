import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatVnd } from '../../lib/money';
import type { BankComparison } from '../../providers/answers';
import '../../i18n/areas/payment';

type Cell = React.ReactNode;

function Lines({ testId, headers, rows }: { testId: string; headers: string[]; rows: Cell[][] }) {
  const translate = useTranslate();
  if (!rows.length) return <Typography>{translate('app.reconciliation.none')}</Typography>;
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header}>{translate(`app.reconciliation.${header}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, row) => (
          <TableRow key={row}>
            {cells.map((cell, column) => (
              <TableCell key={column} sx={{ wordBreak: 'break-word' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The bank's transactions the portal has no event for. */
export function MissingInPortal({ lines }: { lines: BankComparison['missingInPortal'] }) {
  return (
    <Lines
      testId="missing-in-portal"
      headers={['providerId', 'date', 'amount', 'content']}
      rows={lines.map((l) => [l.providerId, l.transactionDate, formatVnd(l.amountVnd), l.content])}
    />
  );
}

/** The portal's bank events and hand-confirmed orders the bank does not list. */
export function MissingInBank({ lines }: { lines: BankComparison['missingInBank'] }) {
  const translate = useTranslate();
  return (
    <Lines
      testId="missing-in-bank"
      headers={['kind', 'date', 'amount', 'content', 'status']}
      rows={lines.map((l) => [
        <Link
          key="link"
          to={`/app/admin/payment/${l.kind === 'event' ? 'events' : 'orders'}/${l.id}/show`}
        >
          {translate(`app.reconciliation.kinds.${l.kind}`)} #{l.id}
        </Link>,
        l.transactionDate ?? '—',
        l.amountVnd === null ? '—' : formatVnd(l.amountVnd),
        l.content ?? '',
        l.status,
      ])}
    />
  );
}
