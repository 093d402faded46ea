import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';

/** The tables whose rows are chained by hash (migration `evidence_chain`), and what they are. */
export const CHAINED_TABLES = {
  audit_events: 'Nhật ký thao tác',
  transactions: 'Sổ cái (giao dịch)',
} as const;

export type ChainedTable = keyof typeof CHAINED_TABLES;

/** The first link out of line in one chained table. */
export interface ChainBreak {
  table: ChainedTable;
  /** The row whose link fails; null when rows at the chain's end are gone. */
  rowId: number | null;
  detail: string;
}

interface BreakRow extends Record<string, unknown> {
  row_id: number;
  row_seq: string;
  expected_seq: string;
  hash_matches: boolean;
}

interface EndRow extends Record<string, unknown> {
  rows: string;
  last_hash: string | null;
  head_seq: string | null;
  head_hash: string | null;
}

const where = (table: ChainedTable) => `${CHAINED_TABLES[table]} (${table})`;

/** The first broken link of `table`'s chain, or null when every row is as it was written. */
async function firstBreak(db: Executor, table: ChainedTable): Promise<ChainBreak | null> {
  const [found] = rowsOf<BreakRow>(
    await db.execute(sql`select * from evidence_chain_break(${table})`),
  );
  if (found) {
    const detail =
      found.row_seq !== found.expected_seq
        ? `${where(table)}: dòng ${found.row_id} đứng thứ ${found.row_seq} trong chuỗi, phải là ` +
          `${found.expected_seq}: có dòng trước nó đã bị xóa hoặc chèn thêm`
        : `${where(table)}: dòng ${found.row_id} không khớp mã băm của chuỗi: dòng này hoặc ` +
          'dòng ngay trước nó đã bị sửa';
    return { table, rowId: found.row_id, detail };
  }
  const [end] = rowsOf<EndRow>(
    await db.execute(sql`
      select (select count(*) from ${sql.identifier(table)}) as rows,
             (select chain_hash from ${sql.identifier(table)} order by chain_seq desc limit 1) as last_hash,
             h.seq as head_seq, h.hash as head_hash
      from (select 1) one
      left join evidence_chain_heads h on h.table_name = ${table}`),
  );
  if (end!.head_seq === null) {
    return {
      table,
      rowId: null,
      detail: `${where(table)}: không có đầu chuỗi trong evidence_chain_heads`,
    };
  }
  if (end!.rows !== end!.head_seq || (end!.last_hash ?? '') !== end!.head_hash) {
    return {
      table,
      rowId: null,
      detail:
        `${where(table)}: chuỗi có ${end!.rows} dòng nhưng đầu chuỗi ghi ${end!.head_seq}: ` +
        'những dòng cuối đã bị xóa',
    };
  }
  return null;
}

/** Each chained table's first broken link: none when the audit log and the ledger are intact. */
export async function checkEvidenceChains(db: Executor): Promise<ChainBreak[]> {
  const breaks: ChainBreak[] = [];
  for (const table of Object.keys(CHAINED_TABLES) as ChainedTable[]) {
    const found = await firstBreak(db, table);
    if (found) breaks.push(found);
  }
  return breaks;
}
