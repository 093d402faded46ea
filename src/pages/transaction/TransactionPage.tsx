// /app/transaction/{transactionId}
import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { Loading, Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatBeli } from '../../../common/beli';
import { PERMISSIONS } from '../../../common/permissions';
import { partyLabel } from '../userWallet';
import { useQuery } from '@tanstack/react-query';
import { formatDate, httpStatus } from '../../lib/apiError';
import type { Party } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { ReverseButton } from './ReverseButton';
import '../../i18n/areas/wallets';

const REVERSIBLE = ['transfer', 'adjustment'];

const transactionLink = (id: number | string) => <Link to={`/app/transaction/${id}`}>#{id}</Link>;

/** A party's name, linking to their profile only for whoever may see it: they, or user.all. */
function PartyCell({ party }: { party: Party }) {
  const { identity } = useGetIdentity();
  const { permissions = [] } = usePermissions<string[]>();
  if (party.userId === null) return <>{partyLabel(party)}</>;
  const mayOpen = identity?.id === party.userId || permissions.includes(PERMISSIONS.userAll);
  if (!mayOpen) return <>{`${party.name} (${party.email})`}</>;
  return (
    <Link to={`/app/profile/${party.userId}`}>
      {party.name} ({party.email})
    </Link>
  );
}

/** /app/transaction/{id}: one transaction, for its two parties and wallet.all. */
export function TransactionPage() {
  const translate = useTranslate();
  const { transactionId } = useParams();
  const dataProvider = useBeliDataProvider();
  const { permissions = [] } = usePermissions<string[]>();
  const { data, error, isPending } = useQuery({
    queryKey: ['beli', 'transaction', transactionId],
    queryFn: () => dataProvider.getTransaction(transactionId!),
    retry: false,
  });
  if (isPending) return <Loading />;
  if (error || !data) {
    const status = httpStatus(error);
    const message =
      status === 403
        ? translate('app.transaction.forbidden')
        : status === 404 || status === 400
          ? translate('app.transaction.notFound')
          : (error as Error).message;
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {message}
      </Alert>
    );
  }
  const title = translate('app.transaction.title', { id: data.id });
  const rows: [string, React.ReactNode][] = [
    [translate('app.transaction.type'), translate(`app.transaction.types.${data.type}`)],
    [translate('app.transaction.amount'), formatBeli(data.amount)],
    [translate('app.transaction.from'), <PartyCell key="from" party={data.from} />],
    [translate('app.transaction.to'), <PartyCell key="to" party={data.to} />],
    [translate('app.transaction.memo'), data.memo || '—'],
    [translate('app.transaction.createdAt'), formatDate(data.createdAt)],
  ];
  if (data.links.reversesId) {
    rows.push([translate('app.transaction.reverses'), transactionLink(data.links.reversesId)]);
  }
  if (data.reversedById) {
    rows.push([translate('app.transaction.reversedBy'), transactionLink(data.reversedById)]);
  }
  const canReverse =
    permissions.includes(PERMISSIONS.walletAll) &&
    REVERSIBLE.includes(data.type) &&
    !data.reversedById;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Table size="small" data-testid="transaction">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" sx={{ pl: 0, width: '35%' }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {canReverse && (
            <Box sx={{ mt: 2 }}>
              <ReverseButton transaction={data} />
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
