import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInOverHttp, startChildServer, type ChildServer } from '../support/childServer';
import { multipartFile } from '../support/multipart';
import { createTestDatabase, testDatabaseKind } from '../support/testDatabase';
import { tempDir } from '../support/testEnv';

/** Every path under `dir`, itself included, that its group or others may use, with its mode. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (at: string) => {
    const stat = lstatSync(at);
    if (stat.mode & 0o077)
      open.push(`${path.relative(dir, at) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return open;
}

/**
 * The server as its own process with the JWT secret left to it, so it writes one into DATA_DIR:
 * on PGlite in DATA_DIR, or on a PostgreSQL database of its own (DATA_DIR then holds the rest).
 */
async function startOn(dataDir: string) {
  const database = testDatabaseKind() === 'postgres' ? await createTestDatabase(1) : undefined;
  const server = await startChildServer({
    DATA_DIR: dataDir,
    JWT_SECRET: '',
    ...(database && { DATABASE_URL: database.url! }),
  });
  return {
    server,
    stop: async () => {
      await server.stop('SIGTERM');
      await database?.close();
    },
  };
}

async function uploadPicture(server: ChildServer) {
  const { url } = server;
  const token = await signInOverHttp(server, 'member@beli.local');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const body = multipartFile('anh.png', png, 'image/png');
  return fetch(`${url}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    body: body.payload,
  });
}

describe("DATA_DIR is the server's user's alone", () => {
  it('is created 0700 with everything in it owner-only: the database, the secrets, an upload', async () => {
    const dataDir = path.join(tempDir('private'), 'data');
    const { server, stop } = await startOn(dataDir);
    try {
      expect((await uploadPicture(server)).status).toBe(201);
    } finally {
      await stop();
    }
    const written = readdirSync(dataDir);
    expect(written).toEqual(expect.arrayContaining(['jwt-secret', 'dev-login-secret', 'uploads']));
    if (testDatabaseKind() === 'pglite') expect(written).toContain('pglite');
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);

  it('closes an existing DATA_DIR open to others at start, and says so', async () => {
    const dataDir = path.join(tempDir('open'), 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o777);
    const { server, stop } = await startOn(dataDir);
    try {
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(server.stderr()).toContain('mở cho người dùng khác (quyền 777): đã đổi thành 700');
    } finally {
      await stop();
    }
  }, 180_000);
});
