/**
 * SePay's user API v2 (`{SEPAY_API_URL}` = `https://userapi.sepay.vn/v2`, `Authorization: Bearer
 * <token>`): the bank accounts, and one page of a window's transactions, read as the webhook's
 * notifications so the same path can take them in.
 */
import { z } from 'zod';
import { unprocessable } from '../../lib/errors';
import { safeFetch } from '../../lib/safeFetch';

export interface SepayApi {
  url: string;
  token: string;
}

/** SePay v2's largest page (`per_page`, default 20). */
export const SEPAY_PER_PAGE = 100;
/** Bank accounts looked through for the configured one: 2 000, far more than a company links. */
const ACCOUNT_PAGES = 20;

const money = z.union([z.string(), z.number()]).transform((v) => Math.trunc(Number(v) || 0));
const text = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));

const sepayTransaction = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  bank_brand_name: text,
  account_number: text,
  /** The virtual account paid into, empty when none. */
  va: text,
  transfer_type: z.enum(['in', 'out']).optional(),
  transaction_date: z.string(),
  amount_in: money,
  amount_out: money,
  accumulated: money.optional(),
  transaction_content: text,
  reference_number: text,
  code: text,
});

const pagination = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  has_more: z.boolean(),
});

const transactionPage = z.object({
  data: z.array(sepayTransaction),
  meta: z.object({ pagination }),
});

const bankAccountPage = z.object({
  data: z.array(z.object({ id: z.string(), account_number: z.string() })),
  meta: z.object({ pagination }),
});

export type SepayTransaction = z.output<typeof sepayTransaction>;

/** SePay writes and reads times as Vietnam's wall clock (UTC+7, no daylight saving). */
export function sepayTime(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export const transferTypeOf = (t: SepayTransaction) =>
  t.transfer_type ?? (t.amount_in > 0 ? 'in' : 'out');
export const amountOf = (t: SepayTransaction) =>
  transferTypeOf(t) === 'in' ? t.amount_in : t.amount_out;

/** A transaction of the list in the webhook's shape, marked as found by the reconciliation. */
export const asWebhookEvent = (t: SepayTransaction) => ({
  id: t.id,
  gateway: t.bank_brand_name ?? '',
  transactionDate: t.transaction_date,
  accountNumber: t.account_number ?? '',
  subAccount: t.va,
  code: t.code,
  content: t.transaction_content ?? '',
  transferType: transferTypeOf(t),
  transferAmount: amountOf(t),
  accumulated: t.accumulated ?? null,
  referenceCode: t.reference_number,
  via: 'reconciliation',
});

/**
 * One GET of the API, parsed. The URL is the operator's own setting (like DATABASE_URL), not one
 * an admin types, so any address is allowed; safeFetch still bounds time and size.
 */
async function getJson<T>(api: SepayApi, path: string, schema: z.ZodType<T>): Promise<T> {
  const body = await safeFetch(`${api.url.replace(/\/$/, '')}${path}`, {
    maxBytes: 20 * 1024 * 1024,
    timeoutMs: 30_000,
    isAllowed: () => true,
    headers: { authorization: `Bearer ${api.token}` },
  });
  let parsed: ReturnType<typeof schema.safeParse>;
  try {
    parsed = schema.safeParse(JSON.parse(body.toString('utf8')));
  } catch {
    parsed = schema.safeParse(null);
  }
  if (!parsed.success) {
    throw unprocessable('SePay trả về dữ liệu không đọc được', 'SEPAY_BAD_ANSWER');
  }
  return parsed.data;
}

/** SePay's id (a UUID) of the linked bank account with this number; null when none has it. */
export async function findSepayBankAccount(
  api: SepayApi,
  accountNumber: string,
): Promise<string | null> {
  for (let page = 1; page <= ACCOUNT_PAGES; page++) {
    const query = new URLSearchParams({ page: String(page), per_page: String(SEPAY_PER_PAGE) });
    const answer = await getJson(api, `/bank-accounts?${query}`, bankAccountPage);
    const found = answer.data.find((a) => a.account_number === accountNumber);
    if (found) return found.id;
    if (!answer.meta.pagination.has_more) break;
  }
  return null;
}

export interface TransactionQuery {
  from: Date;
  to: Date;
  bankAccountId: string;
}

/** One page of the account's transactions between `from` and `to`, oldest first. */
export async function readTransactionPage(api: SepayApi, window: TransactionQuery, page: number) {
  const query = new URLSearchParams({
    bank_account_id: window.bankAccountId,
    transaction_date_from: sepayTime(window.from),
    transaction_date_to: sepayTime(window.to),
    transaction_date_sort: 'asc',
    page: String(page),
    per_page: String(SEPAY_PER_PAGE),
  });
  const answer = await getJson(api, `/transactions?${query}`, transactionPage);
  return { transactions: answer.data, hasMore: answer.meta.pagination.has_more };
}
