import type { OrderRow } from './orders';
import type { SepayEvent } from './bankEvents';
import { beliFor } from './pricing';
import type { PaymentSettings } from './settings';
import type { WaitReason } from '../../../common/schemas/payments';

export type Decision =
  | { kind: 'credit'; order: OrderRow; amountVnd: number }
  | { kind: 'wait'; reason: WaitReason; order: OrderRow | null };

/** The receiving account is ours when the bank names it as the account or as the virtual one. */
const paidToUs = (event: SepayEvent, settings: PaymentSettings) =>
  [event.accountNumber, event.subAccount].some((a) => a?.trim() === settings.bankAccount);

/**
 * What a bank notification means for top-up. Only an incoming transfer to our account, naming a
 * payable order, for an amount within the top-up bounds, credits by itself; anything else is
 * kept for an admin, who can confirm or assign it by hand.
 */
export function decide(
  event: SepayEvent,
  order: OrderRow | null,
  settings: PaymentSettings,
): Decision {
  const wait = (reason: WaitReason): Decision => ({ kind: 'wait', reason, order });
  if (event.transferType !== 'in') return wait('outgoing');
  if (!paidToUs(event, settings)) return wait('wrong_account');
  if (!order) return wait('unmatched');
  if (order.status === 'cancelled') return wait('order_cancelled');
  if (order.status === 'paid') return wait('order_already_paid');
  const amount = event.transferAmount;
  if (amount < settings.minVnd || amount > settings.maxVnd || beliFor(amount, settings) < 1) {
    return wait('amount_out_of_bounds');
  }
  return { kind: 'credit', order, amountVnd: amount };
}
