import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishedTask, toolIdOf, toolsAppForFile, withKey } from './support';

const t = toolsAppForFile();
const { member, admin, other } = t;
let toolId: number;

beforeAll(async () => {
  toolId = await toolIdOf(t.app, member, 'ghep-anh-2');
});

const tasksOf = (headers: Record<string, string>) =>
  t.app.inject({ url: `/api/tools/${toolId}/tasks`, headers });
const startSample = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/tools/${toolId}/sample-tasks`, headers });

describe('test1: a free task on sample pictures through the real queue', () => {
  it('is queued, worked by pg-boss to 100 %, and its picture served to its owner', async () => {
    const before = Number(String((await tasksOf(member)).headers['content-range']).split('/')[1]);
    const created = await startSample(withKey(member));
    expect(created.statusCode).toBe(201);
    const queued = created.json().data;
    expect(queued).toMatchObject({ status: 'queued', free: true, price: 0, transactionId: null });

    const done = await finishedTask(t.app, member, queued.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, error: null });
    const image = await t.app.inject({ url: done.imageUrl!, headers: member });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    const thumb = await t.app.inject({ url: `${done.imageUrl}?variant=thumb`, headers: member });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    const download = await t.app.inject({ url: `${done.imageUrl}?download=1`, headers: member });
    expect(download.headers['content-disposition']).toContain('attachment');

    // Newest first: the task just made heads the owner's list, one longer than before.
    const list = await tasksOf(member);
    expect(list.headers['content-range']).toBe(`tasks 0-${before}/${before + 1}`);
    expect(list.json()[0]).toMatchObject({ id: queued.id, status: 'succeeded' });
  });

  it("refuses another user's task and picture, shows them to tool.all, lists only one's own", async () => {
    const task = (await startSample(withKey(member))).json().data;
    await finishedTask(t.app, member, task.id);
    for (const url of [`/api/tasks/${task.id}`, `/api/tasks/${task.id}/image`]) {
      const refused = await t.app.inject({ url, headers: other });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
    }
    expect((await tasksOf(other)).json()).toEqual([]);
  });

  it('queues one task for a double submit with the same Idempotency-Key', async () => {
    const headers = withKey(member);
    const [a, b] = await Promise.all([startSample(headers), startSample(headers)]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const missingKey = await startSample(member);
    expect(missingKey.statusCode).toBe(400);
    // A member has one free task pending at most: the next test's must find none.
    await finishedTask(t.app, member, a.json().data.id);
  });
});
