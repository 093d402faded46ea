import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollageRequest } from '../../../server/db/schema/tools';
import {
  toolRuns,
  tools,
  toolTasks,
  transactions,
  users,
  wallets,
} from '../../../server/db/schema';
import { vietnamToday } from '../../../server/lib/export/columns';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

/** A day in Vietnam, `shift` days from today, as YYYY-MM-DD. */
function dayFromToday(shift: number) {
  const [y, m, d] = vietnamToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + shift)).toISOString().slice(0, 10);
}
const at = (shift: number, time: string) => new Date(`${dayFromToday(shift)}T${time}+07:00`);

interface Day {
  day: string;
  topups: number;
  topupBeli: number;
  runs: number;
  tasks: number;
}

const series = async () => {
  const answer = await t.app.inject({ url: '/api/dashboard/series', headers: admin });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Day[];
};
/** The days as they were before the file's own rows went in: whatever the seed holds counts as is. */
let before: Day[];

beforeAll(async () => {
  before = await series();
  const [treasury] = await t.db.select().from(wallets).where(eq(wallets.code, 'TREASURY'));
  const [user] = await t.db.select().from(users).where(eq(users.email, MEMBER_EMAIL));
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, user!.id));
  const move = (key: string, type: 'topup' | 'adjustment', amount: number, createdAt: Date) => ({
    type,
    amount,
    fromWalletId: treasury!.id,
    toWalletId: wallet!.id,
    idempotencyKey: key,
    requestHash: key,
    createdAt,
  });
  await t.db.insert(transactions).values([
    // 17:00:30 UTC the day before: only Vietnam's midnight puts it on today.
    move('just-after-midnight', 'topup', 100, at(0, '00:00:30')),
    move('just-before-midnight', 'topup', 50, at(-1, '23:59:30')),
    move('too-old', 'topup', 7, at(-30, '12:00:00')),
    move('not-a-topup', 'adjustment', 999, at(0, '00:10:00')),
  ]);
  const [tool] = await t.db.select().from(tools).where(isNotNull(tools.id)).limit(1);
  const request: CollageRequest = { skinIds: [], uploadIds: [], options: {} };
  const submission = (key: string, createdAt: Date) => ({
    toolId: tool!.id,
    userId: user!.id,
    price: 1,
    idempotencyKey: key,
    request,
    createdAt,
  });
  await t.db.insert(toolRuns).values({
    ...submission('run', at(0, '00:00:30')),
    width: 1,
    height: 1,
    imageFile: 'x.jpg',
  });
  await t.db
    .insert(toolTasks)
    .values([
      submission('paid-task', at(-1, '23:59:30')),
      { ...submission('free-task', at(0, '08:00:00')), free: true },
    ]);
});

describe('GET /api/dashboard/series', () => {
  it('answers the last 30 days in Vietnam, days with nothing as zero, cut at midnight in Vietnam', async () => {
    const days = await series();
    expect(days.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayFromToday(i - 29)),
    );
    const added = (day: Day, plus: Omit<Day, 'day'>) => ({
      day: day.day,
      topups: day.topups + plus.topups,
      topupBeli: day.topupBeli + plus.topupBeli,
      runs: day.runs + plus.runs,
      tasks: day.tasks + plus.tasks,
    });
    expect(days.at(-1)).toEqual(
      added(before.at(-1)!, { topups: 1, topupBeli: 100, runs: 1, tasks: 0 }),
    );
    expect(days.at(-2)).toEqual(
      added(before.at(-2)!, { topups: 1, topupBeli: 50, runs: 0, tasks: 1 }),
    );
    expect(days.slice(0, -2)).toEqual(before.slice(0, -2));
  });

  it('takes the dashboard permission', async () => {
    const answer = await t.app.inject({ url: '/api/dashboard/series', headers: member });
    expect(answer.statusCode).toBe(403);
  });
});
