import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkEvidenceChains } from '../../lib/evidenceChain';
import { exactSum, safeSum } from '../../lib/exactSum';
import { checkHolds } from './holdCheck';
import type { LedgerMismatch } from './ledgerMismatch';

export interface LedgerCheck {
  ok: boolean;
  sumOfBalances: number;
  walletsChecked: number;
  transactionsChecked: number;
  holdsChecked: number;
  /** Holds not yet posted or voided: their amounts are kept aside on their wallets. */
  pendingHolds: number;
  mismatches: LedgerMismatch[];
}

interface WalletRow extends Record<string, unknown> {
  id: number;
  balance: string;
  allow_negative: boolean;
  version: number;
  entries_sum: string;
  /** Compared in SQL: a sum of many entries may not fit a JavaScript number. */
  sum_differs: boolean;
  entries: string;
}

interface TransactionRow extends Record<string, unknown> {
  id: number;
  entries: string;
  total: string;
}

/**
 * The reconciliation: every balance is the sum of its entries and its version their count, no
 * wallet that may not go negative is, each entry follows the one before, every transaction has two entries that cancel out, and
 * so the balances add up to zero; the holds are in line (`checkHolds`); and the ledger's and the
 * audit log's hash chains are unbroken (`checkEvidenceChains`).
 */
export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const wallets = rowsOf<WalletRow>(
    await db.execute(sql`
      select w.id, w.balance, w.allow_negative, w.version,
             coalesce(sum(e.amount), 0)::text as entries_sum,
             w.balance <> coalesce(sum(e.amount), 0) as sum_differs, count(e.id) as entries
      from wallets w left join ledger_entries e on e.wallet_id = w.id
      group by w.id order by w.id`),
  );
  const [counts] = rowsOf<{ transactions: string; balances: string }>(
    await db.execute(sql`
      select (select count(*) from transactions) as transactions,
             (select ${exactSum(sql`balance`)} from wallets) as balances`),
  );
  const unbalanced = rowsOf<TransactionRow>(
    await db.execute(sql`
      select t.id, count(e.id) as entries, coalesce(sum(e.amount), 0) as total
      from transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0
      order by t.id`),
  );

  // Each entry's balance after is the one before plus its amount, versions counting up from 1.
  const broken = rowsOf<{ wallet_id: number; wallet_version: number }>(
    await db.execute(sql`
      select wallet_id, wallet_version from (
        select wallet_id, wallet_version, amount, balance_after,
               lag(balance_after, 1, 0::bigint) over w as before,
               row_number() over w as position
        from ledger_entries window w as (partition by wallet_id order by wallet_version)
      ) chain
      where balance_after <> before + amount or wallet_version <> position
      order by wallet_id, wallet_version`),
  );

  const mismatches: LedgerMismatch[] = broken.map((e) => ({
    walletId: e.wallet_id,
    problem: 'BROKEN_CHAIN',
    detail: `Bút toán phiên bản ${e.wallet_version} không nối tiếp số dư trước đó`,
  }));
  for (const w of wallets) {
    const balance = Number(w.balance);
    if (w.sum_differs) {
      mismatches.push({
        walletId: w.id,
        problem: 'BALANCE_NOT_SUM_OF_ENTRIES',
        detail: `Số dư ${balance}, tổng bút toán ${w.entries_sum}`,
      });
    }
    if (Number(w.version) !== Number(w.entries)) {
      mismatches.push({
        walletId: w.id,
        problem: 'VERSION_NOT_ENTRY_COUNT',
        detail: `Phiên bản ${w.version}, số bút toán ${w.entries}`,
      });
    }
    if (balance < 0 && !w.allow_negative) {
      mismatches.push({
        walletId: w.id,
        problem: 'FORBIDDEN_NEGATIVE',
        detail: `Số dư âm ${balance} ở ví không được phép âm`,
      });
    }
  }
  for (const t of unbalanced) {
    mismatches.push({
      transactionId: t.id,
      problem: 'UNBALANCED_TRANSACTION',
      detail: `${t.entries} bút toán, tổng ${t.total}`,
    });
  }
  const holds = await checkHolds(db);
  mismatches.push(...holds.mismatches);
  for (const found of await checkEvidenceChains(db)) {
    mismatches.push({ ...found, problem: 'CHAIN_LINK_BROKEN' });
  }
  const sumOfBalances = safeSum(counts!.balances, 'Tổng số dư các ví');
  return {
    ok: mismatches.length === 0 && sumOfBalances === 0,
    sumOfBalances,
    walletsChecked: wallets.length,
    transactionsChecked: Number(counts?.transactions ?? 0),
    holdsChecked: holds.holdsChecked,
    pendingHolds: holds.pendingHolds,
    mismatches,
  };
}
