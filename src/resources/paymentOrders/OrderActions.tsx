import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { PromptDialog } from '../../lib/PromptDialog';
import { useNotifiedAction } from '../../lib/useNotifiedAction';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import type { TopupOrder } from '../../providers/answers';
import '../../i18n/areas/payment';

type OrderRecord = TopupOrder;

const KEY = 'resources.admin/payment/orders';

function ConfirmOrderButton({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const { run, running } = useNotifiedAction();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(order.amountVnd));
  const submit = async () => {
    const amountVnd = Number(amount.replace(/\D/g, ''));
    const arrived = amountVnd && amountVnd !== order.amountVnd ? amountVnd : undefined;
    const confirm = () => dataProvider.confirmOrder(order.id, arrived);
    if (await run(confirm, `${KEY}.confirm.done`)) {
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {translate(`${KEY}.confirm.button`)}
      </Button>
      {open && (
        <PromptDialog
          title={translate(`${KEY}.confirm.title`, { memo: order.memoCode })}
          help={translate(`${KEY}.confirm.help`)}
          label={translate(`${KEY}.confirm.amount`)}
          value={amount}
          onChange={setAmount}
          type="numeric"
          busy={running}
          onClose={() => setOpen(false)}
          onSubmit={submit}
        />
      )}
    </>
  );
}

function CancelOrderButton({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const { run, running } = useNotifiedAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="warning" size="small" onClick={() => setOpen(true)}>
        {translate(`${KEY}.cancel.button`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title={translate(`${KEY}.cancel.title`, { memo: order.memoCode })}
        content={`${KEY}.cancel.content`}
        onConfirm={async () => {
          await run(() => dataProvider.cancelOrder(order.id), `${KEY}.cancel.done`);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Confirm or cancel by hand, while the order is still unpaid. */
export function OrderActions() {
  const order = useRecordContext<OrderRecord>();
  const open = order && (order.status === 'pending' || order.status === 'expired');
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {open && <ConfirmOrderButton order={order} />}
      {open && <CancelOrderButton order={order} />}
    </TopToolbar>
  );
}
