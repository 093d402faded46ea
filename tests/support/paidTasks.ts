import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type ServerOverHttp } from './transferStorm';

export interface TaskOverHttp {
  id: number;
  status: string;
  startedAt: string | null;
  transactionId: number | null;
  refundTransactionId: number | null;
}

/** An admin credits `amount` BELI to the wallet of `token`'s owner. */
export async function fundOverHttp(
  server: ServerOverHttp,
  admin: string,
  token: string,
  amount: number,
) {
  const { walletId } = (await (await call(server, token, '/api/users/me')).json()).data;
  const body = { direction: 'credit', amount, reason: 'Thử tác vụ' };
  const credit = await call(server, admin, `/api/wallets/${walletId}/adjust`, body, randomUUID());
  expect(credit.status).toBe(201);
}

/**
 * Paid ghep-anh-2 tasks of twenty big tiles (a few seconds of composing each) over HTTP, as
 * `token`'s owner submits and follows them.
 */
export async function paidTasksOverHttp(server: ServerOverHttp, token: string) {
  const tools = await (await call(server, token, '/api/tools')).json();
  const tool = tools.find((found: { type: string }) => found.type === 'ghep-anh-2');
  const skins = await (await call(server, token, '/api/skins?range=[0,19]')).json();
  const body = {
    skinIds: skins.map((skin: { id: number }) => skin.id),
    options: { tileSize: 768, columns: 5 },
  };
  const read = async (id: number): Promise<TaskOverHttp> =>
    (await (await call(server, token, `/api/tasks/${id}`)).json()).data;
  const poll = (id: number, timeout: number) =>
    expect.poll(async () => (await read(id)).status, { timeout, interval: 100 });
  return {
    price: tool.price as number,
    submit: (key: string) => call(server, token, `/api/tools/${tool.id}/tasks`, body, key),
    read,
    /** Waits until the worker has begun composing the task. */
    running: async (id: number) => {
      await poll(id, 30_000).toBe('running');
      return read(id);
    },
    /** Waits, at most `timeout` ms, until the task succeeded or failed. */
    finished: async (id: number, timeout: number) => {
      await poll(id, timeout).toMatch(/^(succeeded|failed)$/);
      return read(id);
    },
  };
}
