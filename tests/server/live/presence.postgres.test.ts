import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer, type ChildServer } from '../../support/childServer';
import { EventStreamReader } from '../../support/eventStream';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

const AN = 'an.presence@beli.local';
const BINH = 'binh.presence@beli.local';
const TAG = { resource: 'admin/aov/tags', id: '7' };

let database: TestDatabase;
let servers: [ChildServer, ChildServer];
const headers = {} as Record<typeof AN | typeof BINH, Record<string, string>>;

// Two API processes on one PostgreSQL, as behind a load balancer, each admin on one of them.
beforeAll(async () => {
  database = await createTestDatabase(1);
  const env = { DATABASE_URL: database.url!, ADMIN_EMAILS: `${AN},${BINH}` };
  servers = [await startChildServer(env), await startChildServer(env)];
  for (const email of [AN, BINH] as const) {
    headers[email] = { authorization: `Bearer ${await signInOverHttp(servers[0], email)}` };
  }
}, 180_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop('SIGTERM')));
  await database.close();
});

const announce = (server: ChildServer, email: typeof AN | typeof BINH, open: boolean) =>
  fetch(`${server.url}/api/events/presence`, {
    method: 'POST',
    headers: { ...headers[email], 'content-type': 'application/json' },
    body: JSON.stringify({ ...TAG, open }),
  });

async function viewerOf(email: typeof AN | typeof BINH) {
  const me = await fetch(`${servers[0].url}/api/users/me`, { headers: headers[email] });
  const { id, name } = ((await me.json()) as { data: { id: number; name: string } }).data;
  return { id, name };
}

describe('who has an edit page open, on two API processes', () => {
  it('tells an editor whose stream one process holds of a page announced to the other', async () => {
    const [an, binh] = [await viewerOf(AN), await viewerOf(BINH)];
    const stream = new EventStreamReader(`${servers[1].url}/api/events`, headers[BINH]);
    try {
      expect(await stream.status).toBe(200);
      await stream.until((e) => e.event === 'ready');
      const presence = async () => (await stream.until((e) => e.event === 'presence')).at(-1)!.data;

      expect((await announce(servers[0], AN, true)).status).toBe(200);
      expect(await presence()).toEqual({ ...TAG, viewers: [an] });
      // The other process knows who has it open when its own editor opens it.
      const opened = await announce(servers[1], BINH, true);
      expect(await opened.json()).toEqual({ data: { viewers: [an, binh] } });
      expect(await presence()).toEqual({ ...TAG, viewers: [an, binh] });

      expect((await announce(servers[0], AN, false)).status).toBe(200);
      expect(await presence()).toEqual({ ...TAG, viewers: [binh] });
    } finally {
      stream.close();
    }
  });
});
