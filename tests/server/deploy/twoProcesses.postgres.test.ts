import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ARGUMENTS, startChildServer, type ChildServer } from '../../support/childServer';
import { EventStreamReader } from '../../support/eventStream';
import { freePort } from '../../support/freePort';
import { HttpsBrowser } from '../../support/httpsBrowser';
import { multipartFile } from '../../support/multipart';
import {
  authorizeAtProvider,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type TestOidcProvider,
} from '../../support/oidcProvider';
import { startReverseProxy, type ReverseProxy } from '../../support/reverseProxy';
import { confinementOf, readServerUnit } from '../../support/systemdUnit';
import { createEmptyPostgresDatabase } from '../../support/testDatabase';
import { tempDir } from '../../support/testEnv';

const ADMIN = { id: 'quan-tri', email: 'quan.tri@congty.vn' };
const MEMBER = { id: 'nhan-vien', email: 'nhan.vien@congty.vn' };

const running = {} as {
  proxy: ReverseProxy;
  provider: TestOidcProvider;
  servers: ChildServer[];
  database: { url: string; drop(): Promise<void> };
};

// Two API processes as deploy/beli@.service starts them (its command, environment and as much of
// its sandbox as applies outside systemd: no new privileges, no capabilities, its umask, a private
// TMPDIR), on one empty PostgreSQL database and one DATA_DIR, behind nginx with deploy/nginx.conf,
// signing in with OpenID Connect.
beforeAll(async () => {
  running.database = await createEmptyPostgresDatabase();
  const ports = [await freePort(), await freePort()];
  running.proxy = await startReverseProxy({
    listenHost: '127.0.0.1',
    upstreams: ports.map((port) => `127.0.0.1:${port}`),
  });
  running.provider = await startOidcProvider(`${running.proxy.url}/api/auth/google/callback`);
  for (const { id, email } of [ADMIN, MEMBER]) {
    running.provider.accounts.set(id, { email, email_verified: true, name: id });
  }
  const dataDir = tempDir('deploy');
  const settings = {
    DATABASE_URL: running.database.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: running.proxy.url,
    OIDC_ISSUER: running.provider.issuer,
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    ADMIN_EMAILS: ADMIN.email,
    JWT_SECRET: 'one-secret-shared-by-every-api-process',
    TRUST_PROXY: '1',
  };
  // Both at once on an empty database: the migrations' lock lets one migrate while the other waits.
  running.servers = await Promise.all(
    ports.map((port) => {
      const unit = readServerUnit(String(port));
      expect(unit.execStart.slice(1)).toEqual(SERVER_ARGUMENTS);
      return startChildServer(
        { ...unit.environment, ...settings, TMPDIR: tempDir(`tmp-${port}`) },
        confinementOf(unit.settings),
      );
    }),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all((running.servers ?? []).map((server) => server.stop('SIGTERM')));
  await running.proxy?.stop();
  await running.provider?.close();
  await running.database?.drop();
});

/** A person's browser signing in through the proxy: provider, callback, code exchange. */
async function signIn(accountId: string): Promise<Record<string, string>> {
  const browser = new HttpsBrowser(running.proxy.caFile);
  const start = await browser.request({ url: `${running.proxy.url}/api/auth/google` });
  expect(start.status).toBe(302);
  const callback = await authorizeAtProvider(String(start.headers.location), accountId);
  const landed = await browser.request({ url: callback.href });
  expect(landed.status, landed.body).toBe(302);
  const code = new URL(String(landed.headers.location), running.proxy.url).searchParams.get('code');
  const exchanged = await browser.request({
    url: `${running.proxy.url}/api/auth/exchange`,
    method: 'POST',
    json: { code },
  });
  expect(exchanged.status, exchanged.body).toBe(200);
  const { token } = (JSON.parse(exchanged.body) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

/** A request straight to one of the two processes. */
function direct(index: 0 | 1, path: string, headers: Record<string, string>, body?: unknown) {
  return fetch(`${running.servers[index]!.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

async function servedCount(index: 0 | 1, route: string): Promise<number> {
  const metrics = await (await fetch(`${running.servers[index]!.url}/metrics`)).text();
  return metrics
    .split('\n')
    .filter((line) => line.startsWith(`http_requests_total{method="GET",route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** An admin's credit to a member's wallet, sent to one process. */
async function credit(walletId: number, amount: number) {
  const body = { direction: 'credit', amount, reason: 'Vốn đầu kỳ' };
  const headers = { ...admin, 'idempotency-key': randomUUID() };
  return {
    headers,
    body,
    answer: await direct(0, `/api/wallets/${walletId}/adjust`, headers, body),
  };
}

let admin: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  admin = await signIn(ADMIN.id);
  member = await signIn(MEMBER.id);
});

describe('two API processes behind nginx on one PostgreSQL', () => {
  it('sign people in when the provider sends them back to the other process', async () => {
    const me = await (await direct(1, '/api/users/me', admin)).json();
    expect(me.data.email).toBe(ADMIN.email);
    // nginx takes turns: each process answered one of the two returns from the provider.
    for (const index of [0, 1] as const) {
      expect(await servedCount(index, '/api/auth/google/callback')).toBe(1);
    }
  });

  it('move money once when a request is retried against the other process', async () => {
    const { walletId } = (await (await direct(0, '/api/users/me', member)).json()).data;
    const balance = async () =>
      (await (await direct(0, `/api/wallets/${walletId}`, member)).json()).data.balance;
    const before = await balance();
    const { headers, body, answer: first } = await credit(walletId, 50_000);
    const retried = await direct(1, `/api/wallets/${walletId}/adjust`, headers, body);
    expect([first.status, retried.status]).toEqual([201, 200]);
    expect((await retried.json()).data.id).toBe((await first.json()).data.id);

    const transfer = { toEmail: ADMIN.email, amount: 1_234 };
    const transferKey = { ...member, 'idempotency-key': randomUUID() };
    const sent = await direct(1, '/api/wallets/transfer', transferKey, transfer);
    const resent = await direct(0, '/api/wallets/transfer', transferKey, transfer);
    expect([sent.status, resent.status]).toEqual([201, 200]);
    expect(await balance()).toBe(before + 50_000 - 1_234);
  });

  it('push a credit written on one process to a stream held through nginx by the other', async () => {
    const { walletId } = (await (await direct(0, '/api/users/me', member)).json()).data;
    // nginx takes turns: of two streams opened one after the other, one is held by each process.
    const streams = [0, 1].map(
      () =>
        new EventStreamReader(
          `${running.proxy.url}/api/events`,
          member,
          readFileSync(running.proxy.caFile),
        ),
    );
    try {
      for (const stream of streams) {
        expect(await stream.status).toBe(200);
        await stream.until((e) => e.event === 'ready');
      }
      expect((await credit(walletId, 7_000)).answer.status).toBe(201);
      const balance = (await (await direct(1, `/api/wallets/${walletId}`, member)).json()).data
        .balance;
      for (const stream of streams) {
        const [pushed] = (await stream.until((e) => e.event === 'balance')).slice(-1);
        expect(pushed!.data).toMatchObject({ balance, held: 0 });
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('serve an upload made on one process from the other, and run each task once', async () => {
    const uploadIds: string[] = [];
    for (const [index, colour] of [
      [0, '#c0392b'],
      [1, '#2980b9'],
    ] as const) {
      const picture = await sharp({
        create: { width: 320, height: 240, channels: 3, background: colour },
      })
        .png()
        .toBuffer();
      const { payload, headers } = multipartFile('anh.png', picture, 'image/png');
      const uploaded = await fetch(`${running.servers[index]!.url}/api/uploads`, {
        method: 'POST',
        headers: { ...member, ...headers },
        body: payload,
      });
      expect(uploaded.status).toBe(201);
      const { id, url } = (await uploaded.json()).data;
      const fromOther = await fetch(`${running.servers[1 - index]!.url}${url}`);
      expect(fromOther.status).toBe(200);
      const fromOwn = await fetch(`${running.servers[index]!.url}${url}`);
      expect(Buffer.from(await fromOther.arrayBuffer())).toEqual(
        Buffer.from(await fromOwn.arrayBuffer()),
      );
      uploadIds.push(id);
    }

    const tools = await (await direct(0, '/api/tools', member)).json();
    const tool = tools.find((t: { type: string }) => t.type === 'ghep-anh-2');
    const { walletId } = (await (await direct(0, '/api/users/me', member)).json()).data;
    const balance = async () =>
      (await (await direct(0, `/api/wallets/${walletId}`, member)).json()).data.balance;
    expect((await credit(walletId, 4 * tool.price)).answer.status).toBe(201);
    const before = await balance();
    const tasks: number[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await direct(
        (i % 2) as 0 | 1,
        `/api/tools/${tool.id}/tasks`,
        { ...member, 'idempotency-key': randomUUID() },
        { uploadIds, options: { columns: 2 } },
      );
      expect(created.status, await created.clone().text()).toBe(201);
      tasks.push((await created.json()).data.id);
    }
    for (const id of tasks) {
      await expect
        .poll(
          async () => (await (await direct(1, `/api/tasks/${id}`, member)).json()).data.status,
          {
            timeout: 60_000,
            interval: 250,
          },
        )
        .toBe('succeeded');
      const task = (await (await direct(0, `/api/tasks/${id}`, member)).json()).data;
      expect(task.refundTransactionId).toBeNull();
      for (const index of [0, 1] as const) {
        expect((await direct(index, task.imageUrl, member)).status).toBe(200);
      }
    }
    expect(await balance()).toBe(before - 4 * tool.price);
    const check = await (await direct(1, '/api/ledger/check', admin)).json();
    expect(check.data).toMatchObject({ ok: true, mismatches: [] });
  });
});
