import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartFile } from '../../support/multipart';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

export const withKey = (headers: Record<string, string>, key = randomUUID()) => ({
  ...headers,
  'idempotency-key': key,
});

export async function toolIdOf(
  app: FastifyInstance,
  headers: Record<string, string>,
  type: 'ghep-anh' | 'ghep-anh-2',
): Promise<number> {
  const response = await app.inject({ url: '/api/tools', headers });
  return response.json().find((tool: { type: string }) => tool.type === type).id;
}

/** The ids of the catalogue's first `count` skins, as the skin picker lists them. */
export async function firstSkinIds(
  app: FastifyInstance,
  headers: Record<string, string>,
  count: number,
): Promise<number[]> {
  const skins = await app.inject({
    url: '/api/skins',
    query: { range: `[0,${count - 1}]` },
    headers,
  });
  return skins.json().map((s: { id: number }) => s.id);
}

export interface TaskAnswer {
  id: number;
  status: string;
  progress: number;
  error: string | null;
  imageUrl: string | null;
  refundTransactionId: number | null;
  transactionId: number | null;
}

export const readTask = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
): Promise<TaskAnswer> => (await app.inject({ url: `/api/tasks/${id}`, headers })).json().data;

/** Follows a task the way its page does, until the worker has finished it. */
export async function finishedTask(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
): Promise<TaskAnswer> {
  await expect
    .poll(async () => (await readTask(app, headers, id)).status, { timeout: 30_000, interval: 200 })
    .toMatch(/^(succeeded|failed)$/);
  return readTask(app, headers, id);
}

/** The file's app with the demo admin, the demo member and `other`, a second member, signed in. */
export const toolsAppForFile = () =>
  testAppForFile({
    signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL, other: 'nguoi.khac@beli.local' },
  });

/** An admin credits `amount` BELI to the wallet of whoever sends `headers`. */
export async function grantBeli(
  app: FastifyInstance,
  admin: Record<string, string>,
  headers: Record<string, string>,
  amount: number,
) {
  const { walletId } = (await app.inject({ url: '/api/users/me', headers })).json().data;
  const response = await app.inject({
    method: 'POST',
    url: `/api/wallets/${walletId}/adjust`,
    headers: withKey(admin),
    payload: { direction: 'credit', amount, reason: 'Thử công cụ' },
  });
  expect(response.statusCode).toBeLessThan(300);
}

/** A small picture uploaded by whoever sends `headers`; answers its upload id. */
export async function uploadPicture(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  const { payload, headers: multipart } = multipartFile('anh.png', png, 'image/png');
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, ...multipart },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}
