import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer, type ChildServer } from '../support/childServer';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const PER_MINUTE = 10;
const PREVIEWS_PER_MINUTE = 3;
const MEMBERS = ['busy', 'previewer', 'two.tabs'] as const;

let database: TestDatabase;
let servers: ChildServer[];
const tokens = {} as Record<(typeof MEMBERS)[number], string>;

// Two API processes on one PostgreSQL, as behind a load balancer.
beforeAll(async () => {
  database = await createTestDatabase(1);
  const env = {
    DATABASE_URL: database.url!,
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    PREVIEWS_PER_MINUTE: String(PREVIEWS_PER_MINUTE),
    // Each test's anonymous caller has an address of its own (X-Forwarded-For).
    TRUST_PROXY: '1',
  };
  servers = await Promise.all([startChildServer(env), startChildServer(env)]);
  for (const member of MEMBERS) {
    tokens[member] = await signInOverHttp(servers[0]!, `${member}@beli.local`);
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGTERM')));
  await database.close();
});

const call = (server: ChildServer, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/** `count` requests one after the other, to each process in turn: their answers. */
async function alternately(count: number, send: (server: ChildServer) => Promise<Response>) {
  const answers: Response[] = [];
  for (let i = 0; i < count; i++) answers.push(await send(servers[i % 2]!));
  return answers;
}

const as = (member: (typeof MEMBERS)[number]) => ({ authorization: `Bearer ${tokens[member]}` });

/** A preview of `tiles` tiles (the catalogue's first skins, repeated), asked of `server`. */
async function previewer(member: (typeof MEMBERS)[number], tiles: number) {
  const tools = (await (await call(servers[0]!, '/api/tools', as(member))).json()) as {
    id: number;
  }[];
  const range = encodeURIComponent('[0,9]');
  const skins = (await (
    await call(servers[1]!, `/api/skins?range=${range}`, as(member))
  ).json()) as {
    id: number;
  }[];
  const body = { skinIds: Array.from({ length: tiles }, (_, i) => skins[i % skins.length]!.id) };
  return (server: ChildServer) =>
    call(server, `/api/tools/${tools[0]!.id}/preview`, as(member), body);
}

describe('limits shared by two API processes on one database', () => {
  it("refuses a signed-in member's requests past the limit, counted once between both", async () => {
    const answers = await alternately(PER_MINUTE + 1, (server) =>
      call(server, '/api/users/me', as('busy')),
    );
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    const refused = answers.at(-1)!;
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
    });
    expect(refused.headers.get('x-ratelimit-limit')).toBe(String(PER_MINUTE));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The first process refuses too: it has counted the second one's requests.
    expect((await call(servers[0]!, '/api/users/me', as('busy'))).status).toBe(429);
  });

  it('refuses anonymous calls past the limit per client address, counted once between both', async () => {
    const from = (address: string) => (server: ChildServer) =>
      call(server, '/api/config/public/all', { 'x-forwarded-for': address });
    const answers = await alternately(PER_MINUTE + 1, from('203.0.113.7'));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    expect((await from('203.0.113.8')(servers[1]!)).status).toBe(200);
  });

  it("serves a member's previews a minute, counted once between both", async () => {
    const preview = await previewer('previewer', 2);
    const answers = await alternately(PREVIEWS_PER_MINUTE + 1, preview);
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(PREVIEWS_PER_MINUTE).fill(200),
      429,
    ]);
    const refused = await answers.at(-1)!.json();
    expect(refused.code).toBe('TOO_MANY_PREVIEWS');
    expect(refused.message).toMatch(
      new RegExp(
        `^Bạn đã xem trước ${PREVIEWS_PER_MINUTE} lần trong một phút: hãy thử lại sau \\d+ giây$`,
      ),
    );
  });

  it("composes one of a member's previews at a time, even when each process gets one", async () => {
    // 200 tiles: long enough to make that the second asks while the first is being made.
    const preview = await previewer('two.tabs', 200);
    const answers = await Promise.all(servers.map(preview));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expect(await answers.find((a) => a.status === 429)!.json()).toEqual({
      code: 'TOO_MANY_PREVIEWS',
      message: 'Bản xem trước trước đó đang được tạo: hãy đợi nó xong rồi thử lại',
    });
  });
});
