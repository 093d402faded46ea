import { beforeAll, describe, expect, it } from 'vitest';
import { PrioritySlots, type Priority } from '../../../server/lib/prioritySlots';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import { finishedTask, firstSkinIds, grantBeli, toolIdOf, withKey } from './support';

const FREE_USERS = ['a', 'b', 'c', 'd', 'e'] as const;

const t = testAppForFile({
  env: { PREVIEWS_PER_MINUTE: '3', COMPOSE_CONCURRENCY: '1' },
  signIn: {
    admin: ADMIN_EMAIL,
    member: MEMBER_EMAIL,
    ...Object.fromEntries(FREE_USERS.map((u) => [u, `tu.do.${u}@beli.local`])),
  } as Record<'admin' | 'member' | (typeof FREE_USERS)[number], string>,
});
let toolId: number;
let skinIds: number[];

beforeAll(async () => {
  toolId = await toolIdOf(t.app, t.member, 'ghep-anh-2');
  skinIds = await firstSkinIds(t.app, t.member, 6);
  await grantBeli(t.app, t.admin, t.member, 100);
});

const startSample = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tools/${toolId}/sample-tasks`,
    headers: withKey(headers),
  });

const preview = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tools/${toolId}/preview`,
    headers,
    payload: { skinIds, options: { captions: true } },
  });

/** When the task started and finished, once it has. */
const timesOf = async (headers: Record<string, string>, id: number) => {
  const task = (await finishedTask(t.app, headers, id)) as unknown as Record<string, string>;
  return { started: Date.parse(task.startedAt!), finished: Date.parse(task.finishedAt!) };
};

describe('fair use of the free tools', () => {
  it('refuses a second free sample task while the first is pending, and takes one once it is done', async () => {
    const first = await startSample(t.a);
    expect(first.statusCode).toBe(201);
    const second = await startSample(t.a);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      code: 'FREE_TASK_PENDING',
      message: 'Bạn đang có một tác vụ thử miễn phí chưa xong: hãy đợi nó xong rồi thử lại',
    });
    expect(
      (await t.app.inject({ url: `/api/tools/${toolId}/tasks`, headers: t.a })).json(),
    ).toHaveLength(1);

    await finishedTask(t.app, t.a, first.json().data.id);
    expect((await startSample(t.a)).statusCode).toBe(201);
  });

  it('serves a paid task queued after a flood of free ones before them', async () => {
    const flood = [];
    for (const user of FREE_USERS.slice(1)) {
      const created = await startSample(t[user]);
      expect(created.statusCode).toBe(201);
      flood.push({ headers: t[user], id: created.json().data.id as number });
    }
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/tasks`,
      headers: withKey(t.member),
      payload: { skinIds: skinIds.slice(0, 2), options: { tileSize: 64 } },
    });
    expect(paid.statusCode).toBe(201);
    // The paid job is in the queue once its request has answered (it is sent after the commit,
    // so a worker may take a free job between the task's insert and that moment).
    const paidQueuedAt = Date.now();

    const paidDone = (await timesOf(t.member, paid.json().data.id)).finished;
    const free = await Promise.all(flood.map(({ headers, id }) => timesOf(headers, id)));
    // With one compose slot, the one free task in work when the paid one was queued may finish
    // first; every other still waiting then comes after it. (A task's startedAt is written once a
    // worker has taken its job, so it cannot tell which one was taken before the paid job came.)
    const overtaking = free.filter(
      (task) => task.finished > paidQueuedAt && task.finished < paidDone,
    );
    expect(overtaking.length).toBeLessThanOrEqual(1);
  });

  it('composes one preview at a time per member, and a few a minute', async () => {
    const [a, b] = await Promise.all([preview(t.member), preview(t.member)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    expect([a, b].find((r) => r.statusCode === 429)!.json()).toEqual({
      code: 'TOO_MANY_PREVIEWS',
      message: 'Bản xem trước trước đó đang được tạo: hãy đợi nó xong rồi thử lại',
    });

    for (let i = 0; i < 3; i++) expect((await preview(t.e)).statusCode).toBe(200);
    const overBudget = await preview(t.e);
    expect(overBudget.statusCode).toBe(429);
    expect(overBudget.json().message).toMatch(
      /^Bạn đã xem trước 3 lần trong một phút: hãy thử lại sau \d+ giây$/,
    );
    expect((await preview(t.member)).statusCode).toBe(200);
  });

  it('refuses a member who keeps asking past twice the budget with the rate limit, for that route only', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await preview(t.d)).json().code ?? 'served');
    expect(answers).toEqual([
      ...Array<string>(3).fill('served'),
      ...Array<string>(3).fill('TOO_MANY_PREVIEWS'),
      'TOO_MANY_REQUESTS',
    ]);
    const sample = await startSample(t.d);
    expect(sample.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/users/me', headers: t.d })).statusCode).toBe(200);
    // Done before the next test, which may ask for d's one free task of its own.
    await finishedTask(t.app, t.d, sample.json().data.id);
  });
});

describe('composition slots', () => {
  const hold = (slots: PrioritySlots, priority: Priority, order: string[], name: string) => {
    let release!: () => void;
    const done = slots.run(priority, async () => {
      order.push(`${name} starts`);
      await new Promise<void>((resolve) => (release = resolve));
      order.push(`${name} ends`);
    });
    return { done, release: () => release() };
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('give a freed slot to paid work before free work that waited longer', async () => {
    const slots = new PrioritySlots(1);
    const order: string[] = [];
    const first = hold(slots, 'free', order, 'free 1');
    await tick();
    const second = hold(slots, 'free', order, 'free 2');
    const paid = hold(slots, 'paid', order, 'paid');
    await tick();
    first.release();
    await tick();
    paid.release();
    await tick();
    second.release();
    await Promise.all([first.done, second.done, paid.done]);
    expect(order).toEqual([
      'free 1 starts',
      'free 1 ends',
      'paid starts',
      'paid ends',
      'free 2 starts',
      'free 2 ends',
    ]);
  });

  it('start no free work beside paid work, even with a slot to spare', async () => {
    const slots = new PrioritySlots(2);
    const order: string[] = [];
    const paid = hold(slots, 'paid', order, 'paid');
    await tick();
    const free = hold(slots, 'free', order, 'free');
    const secondPaid = hold(slots, 'paid', order, 'paid 2');
    await tick();
    expect(order).toEqual(['paid starts', 'paid 2 starts']);
    paid.release();
    secondPaid.release();
    await tick();
    free.release();
    await Promise.all([paid.done, free.done, secondPaid.done]);
    expect(order.slice(2)).toEqual(['paid ends', 'paid 2 ends', 'free starts', 'free ends']);
  });

  it('keep a slot free of free work, so paid work arriving during a burst starts at once', async () => {
    const slots = new PrioritySlots(3);
    const order: string[] = [];
    const free = [1, 2, 3].map((n) => hold(slots, 'free', order, `free ${n}`));
    await tick();
    const paid = hold(slots, 'paid', order, 'paid');
    await tick();
    expect(order).toEqual(['free 1 starts', 'free 2 starts', 'paid starts']);
    for (const work of [paid, ...free]) {
      work.release();
      await tick();
    }
    await Promise.all([paid.done, ...free.map((work) => work.done)]);
    expect(order.slice(3)).toEqual([
      'paid ends',
      'free 1 ends',
      'free 3 starts',
      'free 2 ends',
      'free 3 ends',
    ]);
  });
});
