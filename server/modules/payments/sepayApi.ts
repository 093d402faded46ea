/**
 * SePay's user API: the bank account's transactions for a window
 * (`GET {SEPAY_API_URL}/transactions/list`, `Authorization: Bearer <token>`), read as the
 * webhook's notifications so the same path can take them in.
 */
import { z } from 'zod';
import { unprocessable } from '../../lib/errors';
import { safeFetch } from '../../lib/safeFetch';

export interface SepayApi {
  url: string;
  token: string;
}

/** At most this many transactions a window; SePay's own cap on `limit`. */
export const SEPAY_LIST_LIMIT = 5000;

const money = z.union([z.string(), z.number()]).transform((v) => Math.trunc(Number(v) || 0));
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const sepayTransaction = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  bank_brand_name: text,
  account_number: text,
  sub_account: text,
  transaction_date: z.string(),
  amount_in: money,
  amount_out: money,
  accumulated: money.optional(),
  transaction_content: text,
  reference_number: text,
  code: text,
});

const listAnswer = z.object({ transactions: z.array(sepayTransaction) });

export type SepayTransaction = z.output<typeof sepayTransaction>;

/** SePay writes and reads times as Vietnam's wall clock (UTC+7, no daylight saving). */
export function sepayTime(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A transaction of the list in the webhook's shape, marked as found by the reconciliation. */
export const asWebhookEvent = (t: SepayTransaction) => ({
  id: /^\d+$/.test(t.id) ? Number(t.id) : t.id,
  gateway: t.bank_brand_name ?? '',
  transactionDate: t.transaction_date,
  accountNumber: t.account_number ?? '',
  subAccount: t.sub_account,
  code: t.code,
  content: t.transaction_content ?? '',
  transferType: t.amount_in > 0 ? 'in' : 'out',
  transferAmount: t.amount_in > 0 ? t.amount_in : t.amount_out,
  accumulated: t.accumulated ?? null,
  referenceCode: t.reference_number,
  via: 'reconciliation',
});

/**
 * The account's transactions between `from` and `to`. The URL is the operator's own setting
 * (like DATABASE_URL), not one an admin types, so any address is allowed; safeFetch still bounds
 * time and size.
 */
export async function listSepayTransactions(
  api: SepayApi,
  window: { from: Date; to: Date; accountNumber?: string },
): Promise<SepayTransaction[]> {
  const query = new URLSearchParams({
    transaction_date_min: sepayTime(window.from),
    transaction_date_max: sepayTime(window.to),
    limit: String(SEPAY_LIST_LIMIT),
  });
  if (window.accountNumber) query.set('account_number', window.accountNumber);
  const body = await safeFetch(`${api.url.replace(/\/$/, '')}/transactions/list?${query}`, {
    maxBytes: 20 * 1024 * 1024,
    timeoutMs: 30_000,
    isAllowed: () => true,
    headers: { authorization: `Bearer ${api.token}` },
  });
  let parsed: ReturnType<typeof listAnswer.safeParse>;
  try {
    parsed = listAnswer.safeParse(JSON.parse(body.toString('utf8')));
  } catch {
    parsed = listAnswer.safeParse(null);
  }
  if (!parsed.success) {
    throw unprocessable('SePay trả về danh sách giao dịch không đọc được', 'SEPAY_BAD_ANSWER');
  }
  return parsed.data.transactions;
}
