import type { DatabaseHandle } from '../../server/db/client';
import { sentStatementsOf, type SentStatement } from '../../tests/support/statementCounter';

interface PlanNode {
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

/** A statement that only reads: EXPLAIN ANALYZE may run it again without changing anything. */
const onlyReads = ({ text }: SentStatement) =>
  /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text);

/**
 * Measures the pages of the database a piece of work reads: its read-only statements run again
 * under `EXPLAIN (ANALYZE, BUFFERS)` with the values they were sent with, the shared buffers
 * their plans touched (hit or read) summed. Unlike a time, it does not move with the machine's
 * load, so it shows how a list's work grows with its table.
 */
export function readBuffersMeter(database: DatabaseHandle) {
  const sentBy = sentStatementsOf(database);
  const explain = async ({ text, values }: SentStatement): Promise<PlanNode> => {
    const query = `explain (analyze, buffers, format json) ${text}`;
    const [row] = database.pool
      ? (await database.pool.query(query, values)).rows
      : (await database.pglite!.query<Record<string, unknown>>(query, values)).rows;
    const plan = Object.values(row as Record<string, unknown>)[0];
    const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    return Plan;
  };
  return async (work: () => Promise<unknown>): Promise<number> => {
    const { sent } = await sentBy(work);
    let buffers = 0;
    for (const statement of sent.filter(onlyReads)) {
      const plan = await explain(statement);
      buffers += plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
    }
    return buffers;
  };
}
