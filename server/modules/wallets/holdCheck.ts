import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { LedgerMismatch } from './ledgerMismatch';

interface WalletHeld extends Record<string, unknown> {
  id: number;
  held: string;
  pending: string;
  held_differs: boolean;
  available: string;
  overdrawn: boolean;
}

interface SettlementProblem extends Record<string, unknown> {
  hold_id: number | null;
  transaction_id: number | null;
  problem: 'HOLD_SETTLED_TWICE' | 'POSTED_HOLD_MISMATCH';
}

export interface HoldCheck {
  holdsChecked: number;
  pendingHolds: number;
  mismatches: LedgerMismatch[];
}

const PENDING = sql`not exists (select 1 from ledger_hold_settlements s where s.hold_id = h.id)`;

/**
 * The holds' part of the reconciliation: each wallet's `held` is the sum of its pending holds
 * and leaves an available balance ≥ 0 (where it may not go negative); no hold is settled twice;
 * a posted hold's transaction is its very posting (type, amount, parties, `links.holdId`), and
 * every transaction naming a hold is that hold's posting.
 */
export async function checkHolds(db: Executor): Promise<HoldCheck> {
  const wallets = rowsOf<WalletHeld>(
    await db.execute(sql`
      select w.id, w.held::text as held, coalesce(p.pending, 0)::text as pending,
             w.held <> coalesce(p.pending, 0) as held_differs,
             (w.balance - w.held)::text as available,
             w.balance - w.held < 0 and not w.allow_negative as overdrawn
      from wallets w left join (
        select h.from_wallet_id, sum(h.amount) as pending from ledger_holds h
        where ${PENDING} group by h.from_wallet_id
      ) p on p.from_wallet_id = w.id
      where w.held <> coalesce(p.pending, 0) or (w.balance - w.held < 0 and not w.allow_negative)
      order by w.id`),
  );
  const settlements = rowsOf<SettlementProblem>(
    await db.execute(sql`
      select hold_id, null::int as transaction_id, 'HOLD_SETTLED_TWICE' as problem
      from ledger_hold_settlements group by hold_id having count(*) > 1
      union all
      select s.hold_id, s.transaction_id, 'POSTED_HOLD_MISMATCH'
      from ledger_hold_settlements s join ledger_holds h on h.id = s.hold_id
        left join transactions t on t.id = s.transaction_id
      where s.outcome = 'posted' and (t.id is null or t.type <> h.type or t.amount <> h.amount
        or t.from_wallet_id <> h.from_wallet_id or t.to_wallet_id <> h.to_wallet_id
        or t.links ->> 'holdId' is distinct from h.id::text)
      union all
      select null, t.id, 'POSTED_HOLD_MISMATCH' from transactions t
      where t.links ? 'holdId' and not exists (
        select 1 from ledger_hold_settlements s where s.transaction_id = t.id
          and s.outcome = 'posted' and s.hold_id::text = t.links ->> 'holdId')
      order by 1, 2`),
  );
  const [counts] = rowsOf<{ holds: string; pending: string }>(
    await db.execute(sql`
      select count(*) as holds, count(*) filter (where ${PENDING}) as pending
      from ledger_holds h`),
  );

  const mismatches: LedgerMismatch[] = [];
  for (const w of wallets) {
    if (w.held_differs) {
      mismatches.push({
        walletId: w.id,
        problem: 'HELD_NOT_SUM_OF_PENDING_HOLDS',
        detail: `Đang giữ ${w.held}, tổng các khoản giữ chưa tất toán ${w.pending}`,
      });
    }
    if (w.overdrawn) {
      mismatches.push({
        walletId: w.id,
        problem: 'NEGATIVE_AVAILABLE',
        detail: `Số dư khả dụng âm ${w.available} ở ví không được phép âm`,
      });
    }
  }
  for (const s of settlements) {
    mismatches.push({
      ...(s.hold_id !== null && { holdId: s.hold_id }),
      ...(s.transaction_id !== null && { transactionId: s.transaction_id }),
      problem: s.problem,
      detail:
        s.problem === 'HOLD_SETTLED_TWICE'
          ? `Khoản giữ #${s.hold_id} được tất toán nhiều lần`
          : 'Khoản giữ đã ghi sổ không khớp với giao dịch của nó',
    });
  }
  return {
    holdsChecked: Number(counts?.holds ?? 0),
    pendingHolds: Number(counts?.pending ?? 0),
    mismatches,
  };
}
