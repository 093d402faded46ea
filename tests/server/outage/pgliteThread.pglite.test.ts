import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PgliteInWorker } from '../../../server/db/pglite/inWorker';
import { RUNAWAY_RESULT } from '../../support/runawayResult';
import { tempDir } from '../../support/testEnv';

/** PGlite on its thread in a directory of its own, with one table. */
async function openWithNotes() {
  const dir = path.join(tempDir('thread'), 'pglite');
  const client = await PgliteInWorker.open(dir);
  await client.exec('create table notes (text text)');
  return { dir, client };
}

describe("PGlite's thread dying", () => {
  it('inside a transaction keeps nothing of it: later statements are refused, not run outside it', async () => {
    const { client } = await openWithNotes();
    try {
      const transaction = client.transaction(async (tx) => {
        await tx.query(`insert into notes values ('trước')`);
        // Caught, as code that carries on after a failed statement (a savepoint's) would.
        await tx.query(RUNAWAY_RESULT).catch(() => undefined);
        await tx.query(`insert into notes values ('sau')`);
      });
      await expect(transaction).rejects.toMatchObject({ code: '57P02' });
      expect((await client.query('select text from notes')).rows).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('and failing to open again is tried again by the next statements, until it opens', async () => {
    const { dir, client } = await openWithNotes();
    await client.exec(`insert into notes values ('giữ lại')`);
    const runaway = client.query(RUNAWAY_RESULT);
    await expect(runaway).rejects.toMatchObject({ code: '57P02' });
    // The directory is briefly unusable while the new thread opens it (a file in its place).
    renameSync(dir, `${dir}.kept`);
    writeFileSync(dir, '');
    await expect(client.query('select 1')).rejects.toMatchObject({ code: '57P02' });
    rmSync(dir);
    renameSync(`${dir}.kept`, dir);
    await expect
      .poll(() => client.query('select text from notes').then((result) => result.rows, String), {
        timeout: 20_000,
      })
      .toEqual([{ text: 'giữ lại' }]);
    await client.close();
  });
});
