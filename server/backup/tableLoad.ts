import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

const BATCH_ROWS = 1000;
const BATCH_CHARACTERS = 4_000_000;

/**
 * Inserts a backed-up table's JSON lines, a batch at a time, with their own ids (identity
 * columns included). The lines go to the database as the text they were written as: a bigint is
 * never a JavaScript number on the way. Answers the rows loaded.
 */
export async function loadTable(tx: Executor, table: string, file: string): Promise<number> {
  let batch: string[] = [];
  let characters = 0;
  let loaded = 0;
  const insertBatch = async () => {
    if (!batch.length) return;
    const rows = `[${batch.join(',')}]`;
    await tx.execute(sql`
      insert into ${sql.identifier(table)} overriding system value
      select * from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json)`);
    loaded += batch.length;
    batch = [];
    characters = 0;
  };
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    batch.push(line);
    characters += line.length;
    if (batch.length >= BATCH_ROWS || characters >= BATCH_CHARACTERS) await insertBatch();
  }
  await insertBatch();
  return loaded;
}
