import { writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/rows';
import { uploadPath } from '../../../server/modules/uploads/service';
import { testDatabaseKind } from '../../support/testDatabase';
import {
  finishedTask,
  firstSkinIds,
  grantBeli,
  toolIdOf,
  toolsAppForFile,
  uploadPicture,
  withKey,
} from './support';

const t = toolsAppForFile();
let runTool: number;
let taskTool: number;
let skinIds: number[];

const walletOf = async (headers: Record<string, string>) => {
  const { balance, held } = (await t.app.inject({ url: '/api/users/me', headers })).json().data;
  return { balance, held };
};
const balanceOf = async (headers: Record<string, string>) => (await walletOf(headers)).balance;

const grant = (headers: Record<string, string>, amount: number) =>
  grantBeli(t.app, t.admin, headers, amount);

const runsOf = (headers: Record<string, string>) =>
  t.app.inject({ url: `/api/tools/${runTool}/runs`, query: { range: '[0,99]' }, headers });
const startTask = (headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/tools/${taskTool}/tasks`, headers, payload: body });
const run = (headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/tools/${runTool}/runs`, headers, payload: body });

/** A file under DATA_DIR/uploads overwritten with bytes that are no picture at all. */
async function corrupt(uploadId: string) {
  await writeFile(uploadPath(t.env.DATA_DIR, uploadId), 'hỏng rồi');
}

beforeAll(async () => {
  runTool = await toolIdOf(t.app, t.member, 'ghep-anh');
  taskTool = await toolIdOf(t.app, t.member, 'ghep-anh-2');
  skinIds = await firstSkinIds(t.app, t.member, 6);
  await grant(t.member, 100);
});

describe('charging for the tools', () => {
  it('charges a ghep-anh run once under a double submit with one Idempotency-Key', async () => {
    const before = await balanceOf(t.member);
    const listedBefore = (await runsOf(t.member)).json() as { id: number }[];
    const headers = withKey(t.member);
    const body = { skinIds: skinIds.slice(0, 3), options: { tileSize: 64 } };
    // Two clicks at once on a real server; on PGlite (one connection) one after the other.
    const answers =
      testDatabaseKind() === 'postgres'
        ? await Promise.all([run(headers, body), run(headers, body)])
        : [await run(headers, body), await run(headers, body)];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((a) => a.json().data);
    expect(second.id).toBe(first.id);
    expect(first.transactionId).toEqual(expect.any(Number));
    expect(await balanceOf(t.member)).toBe(before - 10);

    const image = await t.app.inject({ url: first.imageUrl, headers: t.member });
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    // Newest first: one run for the two clicks heads the list, one longer than before.
    const list = (await runsOf(t.member)).json() as { id: number }[];
    expect(list.map((r) => r.id)).toEqual([first.id, ...listedBefore.map((r) => r.id)]);

    const reused = await run(headers, { ...body, skinIds: skinIds.slice(0, 2) });
    expect(reused.statusCode).toBe(409);
    expect(await balanceOf(t.member)).toBe(before - 10);
  });

  it('charges nothing when the composition fails on a corrupt picture', async () => {
    const before = await balanceOf(t.member);
    const skin = (
      await t.app.inject({ url: `/api/skins/${skinIds[5]}`, headers: t.member })
    ).json();
    await t.app.inject({ url: `/api/uploads/${skin.image}.webp` });
    await corrupt(skin.image);
    const failed = await run(withKey(t.member), { skinIds: [skinIds[0], skinIds[5]] });
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({
      code: 'BAD_PICTURE',
      message: 'Không đọc được ảnh thứ 2: tệp bị hỏng hoặc không phải ảnh',
    });
    expect(await balanceOf(t.member)).toBe(before);
  });

  it('holds a ghep-anh-2 task’s price and releases it, charging nothing, when the task fails on a corrupt picture', async () => {
    const before = await walletOf(t.member);
    const upload = await uploadPicture(t.app, t.member);
    await corrupt(upload);
    const created = await startTask(withKey(t.member), {
      skinIds: skinIds.slice(0, 2),
      uploadIds: [upload],
      options: { tileSize: 64 },
    });
    expect(created.statusCode).toBe(201);
    // Held, not charged: no transaction yet, and the balance itself is untouched.
    expect(created.json().data).toMatchObject({ transactionId: null, heldAmount: 20 });

    const task = await finishedTask(t.app, t.member, created.json().data.id);
    expect(task).toMatchObject({
      status: 'failed',
      error: 'Không đọc được ảnh thứ 3: tệp bị hỏng hoặc không phải ảnh',
      transactionId: null,
      refundTransactionId: null,
      heldAmount: null,
    });
    expect(await walletOf(t.member)).toEqual(before);
  });

  it('charges a ghep-anh-2 task’s held price once, as a tool_charge naming its hold, when it succeeds', async () => {
    const before = await walletOf(t.member);
    const created = await startTask(withKey(t.member), {
      skinIds: skinIds.slice(0, 2),
      options: { tileSize: 64 },
    });
    expect(created.statusCode).toBe(201);
    const task = await finishedTask(t.app, t.member, created.json().data.id);
    expect(task).toMatchObject({ status: 'succeeded', heldAmount: null });
    expect(await walletOf(t.member)).toEqual({ balance: before.balance - 20, held: 0 });
    const charge = await t.app.inject({
      url: `/api/transactions/${task.transactionId}`,
      headers: t.member,
    });
    expect(charge.json()).toMatchObject({
      type: 'tool_charge',
      amount: 20,
      links: { taskId: task.id, holdId: expect.any(Number) },
    });
  });

  it('voids the holds nothing settled in time on a pg-boss schedule, every minute', async () => {
    const rows = rowsOf<{ name: string; cron: string }>(
      await t.db.execute(sql`select name, cron from pgboss.schedule`),
    );
    expect(rows).toContainEqual({ name: 'task-hold-expiry', cron: '* * * * *' });
  });

  it('answers 422 "Số dư không đủ" to a short balance and records nothing', async () => {
    const poor = t.other;
    const refused = await run(withKey(poor), { skinIds: skinIds.slice(0, 2) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Số dư không đủ',
    });
    const task = await startTask(withKey(poor), { skinIds: skinIds.slice(0, 2) });
    expect(task.statusCode).toBe(422);
    for (const url of [`/api/tools/${runTool}/runs`, `/api/tools/${taskTool}/tasks`]) {
      expect((await t.app.inject({ url, headers: poor })).json()).toEqual([]);
    }
  });

  it("refuses another user's run and its picture; tool.all may see them", async () => {
    const made = (await run(withKey(t.member), { skinIds: skinIds.slice(0, 1) })).json().data;
    for (const url of [`/api/runs/${made.id}`, `/api/runs/${made.id}/image`]) {
      expect((await t.app.inject({ url, headers: t.other })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: t.admin })).statusCode).toBe(200);
    }
  });

  it('counts runs, tasks, users and BELI held on the dashboard, for admins only', async () => {
    const stats = async () => {
      const answer = await t.app.inject({ url: '/api/dashboard/stats', headers: t.admin });
      expect(answer.statusCode).toBe(200);
      return answer.json().data;
    };
    // Counted against the figures before this test's own doings, whatever ran earlier.
    const before = await stats();
    await t.signIn('moi.vao@beli.local');
    expect((await run(withKey(t.member), { skinIds: skinIds.slice(0, 1) })).statusCode).toBe(201);
    const task = await startTask(withKey(t.member), {
      skinIds: skinIds.slice(0, 1),
      options: { tileSize: 64 },
    });
    expect(task.statusCode).toBe(201);
    expect((await finishedTask(t.app, t.member, task.json().data.id)).status).toBe('succeeded');
    await grant(t.member, 5);
    const data = await stats();
    expect(data.users).toBe(before.users + 1);
    expect(data.toolRuns7Days).toBe(before.toolRuns7Days + 2);
    // The run's 10 and the task's 20 BELI went to the revenue wallet; an adjustment is no top-up.
    expect(data.beliHeldByUsers).toBe(before.beliHeldByUsers - 10 - 20 + 5);
    expect(data.topups30Days).toEqual(before.topups30Days);
    const member = await t.app.inject({ url: '/api/dashboard/stats', headers: t.member });
    expect(member.statusCode).toBe(403);
  });
});
