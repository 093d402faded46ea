import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';

export interface SequenceValue {
  name: string;
  /** A bigint, as text. */
  lastValue: string;
}

/**
 * Where each of the app's sequences stands (the identity columns' next ids). Sequences ignore the
 * snapshot, so this is at least every id the snapshot holds: a restored id is never handed out
 * again, nor one a deleted row had used.
 */
export const readSequences = async (tx: Executor): Promise<SequenceValue[]> =>
  rowsOf<SequenceValue>(
    await tx.execute(sql`
      select sequencename as name, last_value::text as "lastValue" from pg_sequences
      where schemaname = 'public' and last_value is not null order by sequencename`),
  );

export async function restoreSequences(tx: Executor, sequences: SequenceValue[]): Promise<void> {
  for (const { name, lastValue } of sequences) {
    await tx.execute(
      sql`select setval(format('public.%I', ${name}::text)::regclass, ${lastValue}::bigint)`,
    );
  }
}
