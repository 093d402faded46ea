import {
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { ExportMenuButton } from '../../lib/ExportListButton';
import { formatBeli, formatVnd } from '../../lib/money';
import { useNow } from './hooks';
import type { OrderState, TopupOrder } from '../../providers/answers';
import { orderStateAt } from './orderState';
import '../../i18n/areas/payment';

const STATE_COLOR: Record<OrderState, 'default' | 'success' | 'warning' | 'info'> = {
  pending: 'info',
  expired: 'default',
  paid: 'success',
  cancelled: 'warning',
};

const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short' });

/** The member's own latest orders (all of them exported); an open one can be opened to pay. */
export function MyOrders({ onOpen }: { onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const now = useNow();
  const { identity } = useGetIdentity();
  const { data, isPending } = useGetList<TopupOrder>(
    'payments/orders',
    {
      // payment.all sees everyone's orders: the page shows only one's own.
      filter: { userId: identity?.id },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    },
    { enabled: identity?.id !== undefined },
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('app.payment.myOrders')}
          </Typography>
          {identity?.id !== undefined && (
            <ExportMenuButton
              path="payments/orders"
              filter={{ userId: identity.id }}
              sort={{ field: 'id', order: 'DESC' }}
            />
          )}
        </Box>
        {!isPending && !data?.length && (
          <Typography color="text.secondary">{translate('app.payment.noOrders')}</Typography>
        )}
        <List dense data-testid="my-orders">
          {data?.map((order) => (
            <ListItem key={order.id} disablePadding>
              <ListItemButton onClick={() => onOpen(order.id)} sx={{ gap: 1, px: 0.5 }}>
                <ListItemText
                  primary={`${formatVnd(order.paidVnd ?? order.amountVnd)} → ${formatBeli(
                    (order.creditBeli ?? order.beli) + (order.bonusBeli ?? 0),
                  )}`}
                  secondary={`${order.memoCode} · ${dateTime.format(new Date(order.createdAt))}`}
                />
                <Chip
                  size="small"
                  color={STATE_COLOR[orderStateAt(order, now)]}
                  label={translate(`app.payment.status.${orderStateAt(order, now)}`)}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
