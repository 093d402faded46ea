import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../server/lib/jobQueue';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let queue: JobQueue;
const errors: Error[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue(database.db, (error) => errors.push(error));
  await queue.start();
  await queue.createQueue('echo');
});
afterAll(async () => {
  await queue.stop({ graceful: true });
  expect(errors).toEqual([]);
  await database.close();
});

describe('pg-boss on the app database connection', () => {
  it('runs a job to completion and keeps its output', async () => {
    const seen: unknown[] = [];
    await queue.work<{ n: number }>('echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data);
      return { doubled: job!.data.n * 2 };
    });
    const id = await queue.send('echo', { n: 21 });
    await expect.poll(() => seen, { timeout: 15_000 }).toEqual([{ n: 21 }]);
    await expect
      .poll(async () => (await queue.getJobById('echo', id!))?.state, { timeout: 15_000 })
      .toBe('completed');
    expect((await queue.getJobById('echo', id!))?.output).toEqual({ doubled: 42 });
  });

  it('queues a job with a known id once, however often it is sent', async () => {
    await queue.createQueue('once');
    const id = randomUUID();
    expect(await queue.send('once', { n: 1 }, { id })).toBe(id);
    expect(await queue.send('once', { n: 1 }, { id })).toBeNull();
    expect((await queue.findJobs('once')).map((j) => j.id)).toEqual([id]);
  });
});
