import { Button } from '@mui/material';
import { useState } from 'react';
import { TopToolbar, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { formatVnd } from '../../lib/money';
import { PromptDialog } from '../../lib/PromptDialog';
import { useNotifiedAction } from '../../lib/useNotifiedAction';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import type { BankEvent } from '../../providers/answers';
import '../../i18n/areas/payment';

const KEY = 'resources.admin/payment/events';

type EventRecord = BankEvent;

function AssignDialog({ event, onClose }: { event: EventRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const { run, running } = useNotifiedAction();
  // The order the memo named (cancelled or already paid) suggests whose money it is.
  const { data: order } = useGetOne<{ id: number; user: { email: string } | null }>(
    'admin/payment/orders',
    { id: event.orderId ?? 0 },
    { enabled: event.orderId !== null },
  );
  const [email, setEmail] = useState<string | null>(null);
  const value = email ?? order?.user?.email ?? '';
  const submit = async () => {
    const assign = () => dataProvider.assignBankEvent(event.id, value.trim());
    if (await run(assign, `${KEY}.assign.done`)) onClose();
  };
  return (
    <PromptDialog
      title={translate(`${KEY}.assign.title`, { amount: formatVnd(event.amountVnd ?? 0) })}
      help={translate(`${KEY}.assign.help`)}
      label={translate(`${KEY}.assign.email`)}
      value={value}
      onChange={setEmail}
      type="email"
      busy={running}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}

/** A waiting incoming transfer can be credited to a user an admin names. */
export function EventActions() {
  const translate = useTranslate();
  const event = useRecordContext<EventRecord>();
  const [open, setOpen] = useState(false);
  const assignable = event?.status === 'waiting' && event.transferType === 'in';
  return (
    <TopToolbar>
      {assignable && (
        <Button variant="contained" size="small" onClick={() => setOpen(true)}>
          {translate(`${KEY}.assign.button`)}
        </Button>
      )}
      {assignable && open && <AssignDialog event={event} onClose={() => setOpen(false)} />}
    </TopToolbar>
  );
}
