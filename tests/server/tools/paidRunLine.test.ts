import { beforeAll, describe, expect, it } from 'vitest';
import { KeyedLine } from '../../../server/lib/keyedLine';
import { PAID_RUNS_IN_LINE } from '../../../server/modules/tools/paidRunLine';
import { firstSkinIds, grantBeli, toolIdOf, toolsAppForFile, withKey } from './support';

const t = toolsAppForFile();
let toolId: number;
let skinIds: number[];

beforeAll(async () => {
  toolId = await toolIdOf(t.app, t.member, 'ghep-anh');
  const ids = await firstSkinIds(t.app, t.member, 6);
  // 100 tiles of 128 px: a composition long enough that every run below arrives while the
  // member's first one is still being made.
  skinIds = Array.from({ length: 100 }, (_, i) => ids[i % ids.length]!);
  await grantBeli(t.app, t.admin, t.member, 1000);
  await grantBeli(t.app, t.admin, t.other, 1000);
});

const balanceOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/users/me', headers })).json().data.balance as number;
const runCount = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: `/api/tools/${toolId}/runs`, headers })).json().length as number;
const run = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tools/${toolId}/runs`,
    headers: withKey(headers),
    payload: { skinIds, options: { columns: 10, tileSize: 128 } },
  });

describe("a member's paid runs", () => {
  it('are made one after another, and one more than the line holds is refused and costs nothing', async () => {
    const before = { balance: await balanceOf(t.member), runs: await runCount(t.member) };
    const [others, ...mine] = await Promise.all([
      run(t.other),
      ...Array.from({ length: PAID_RUNS_IN_LINE + 1 }, () => run(t.member)),
    ]);
    expect(others!.statusCode).toBe(201);
    expect(mine.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(PAID_RUNS_IN_LINE).fill(201),
      429,
    ]);
    expect(mine.find((r) => r.statusCode === 429)!.json()).toEqual({
      code: 'TOO_MANY_RUNS',
      message: `Bạn đang có ${PAID_RUNS_IN_LINE} lần ghép ảnh chưa xong: hãy đợi chúng xong rồi thử lại`,
    });
    expect(await balanceOf(t.member)).toBe(before.balance - PAID_RUNS_IN_LINE * 10);
    expect(await runCount(t.member)).toBe(before.runs + PAID_RUNS_IN_LINE);
    expect((await run(t.member)).statusCode).toBe(201);
  });
});

describe('a line per key', () => {
  const hold = (line: KeyedLine<string>, key: string, order: string[], name: string) => {
    let release!: () => void;
    const done = line.run(key, async () => {
      order.push(`${name} starts`);
      await new Promise<void>((resolve) => (release = resolve));
      order.push(`${name} ends`);
    });
    return { done, release: () => release() };
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it("runs one key's work in arrival order, one at a time, without holding up another key", async () => {
    const line = new KeyedLine<string>(3, () => new Error('full'));
    const order: string[] = [];
    const first = hold(line, 'an', order, 'an 1');
    const second = hold(line, 'an', order, 'an 2');
    const other = hold(line, 'binh', order, 'binh');
    await tick();
    expect(order).toEqual(['an 1 starts', 'binh starts']);
    first.release();
    await tick();
    second.release();
    other.release();
    await Promise.all([first.done, second.done, other.done]);
    expect(order.slice(2)).toEqual(['an 1 ends', 'an 2 starts', 'an 2 ends', 'binh ends']);
  });

  it('refuses work past its capacity before starting it, and takes work again once there is room', async () => {
    const line = new KeyedLine<string>(2, () => new Error('full'));
    const order: string[] = [];
    const first = hold(line, 'an', order, 'an 1');
    const second = hold(line, 'an', order, 'an 2');
    await expect(line.run('an', async () => order.push('an 3 starts'))).rejects.toThrow('full');
    first.release();
    await first.done;
    const third = hold(line, 'an', order, 'an 3');
    await tick();
    second.release();
    await tick();
    third.release();
    await Promise.all([second.done, third.done]);
    expect(order).toEqual([
      'an 1 starts',
      'an 1 ends',
      'an 2 starts',
      'an 2 ends',
      'an 3 starts',
      'an 3 ends',
    ]);
  });
});
