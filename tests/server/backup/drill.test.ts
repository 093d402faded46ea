import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDataFiles } from '../../../server/backup/dataFiles';
import { readManifest, type Manifest } from '../../../server/backup/manifest';
import type { TableDigest } from '../../../server/backup/tables';
import { startChildServer, signInOverHttp } from '../../support/childServer';
import { multipartFile } from '../../support/multipart';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../support/testApp';
import { testDatabaseKind } from '../../support/testDatabase';
import { tempDir } from '../../support/testEnv';
import { grantBeli, toolIdOf, withKey } from '../tools/support';
import {
  digestsAt,
  emptyPlace,
  isUntouched,
  portalAt,
  seededPlace,
  runNpm,
  settingsOf,
  transfer,
  type Place,
} from './support';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let source: Place;
let backupDir: string;
let manifest: Manifest;
let sourceDigests: Record<string, TableDigest>;
/** What the source answered before the backup: tokens, and the tool run's picture. */
let before: {
  admin: Record<string, string>;
  member: Record<string, string>;
  runImageUrl: string;
  runImage: Buffer;
  runThumb: Buffer;
  transactions: number;
};

/** The demo seed, transfers, a member's upload and a ghep-anh run, through the API. */
async function fillSource() {
  const { app, admin, member } = await portalAt(source);
  try {
    await grantBeli(app, admin, member, 500);
    for (const amount of [10, 20, 30]) {
      expect((await transfer(app, member, ADMIN_EMAIL, amount)).statusCode).toBe(201);
    }
    const png = await sharp({
      create: { width: 80, height: 60, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('anh.png', png, 'image/png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...member, ...headers },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const skins = await app.inject({
      url: '/api/skins',
      query: { range: '[0,3]' },
      headers: member,
    });
    const run = await app.inject({
      method: 'POST',
      url: `/api/tools/${await toolIdOf(app, member, 'ghep-anh')}/runs`,
      headers: withKey(member),
      payload: {
        skinIds: skins.json().map((s: { id: number }) => s.id),
        options: { tileSize: 64 },
      },
    });
    expect(run.statusCode).toBe(201);
    const runImageUrl: string = run.json().data.imageUrl;
    const image = (query: Record<string, string>) =>
      app.inject({ url: runImageUrl, query, headers: member });
    const ledger = await app.inject({ url: '/api/ledger/check', headers: admin });
    return {
      admin,
      member,
      runImageUrl,
      runImage: (await image({})).rawPayload,
      runThumb: (await image({ variant: 'thumb' })).rawPayload,
      transactions: ledger.json().data.transactionsChecked,
    };
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  source = await seededPlace(cleanups);
  before = await fillSource();
  backupDir = path.join(tempDir('backups'), 'beli-drill');
  const backup = await runNpm('backup', ['--out', backupDir], settingsOf(source));
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`Đã sao lưu vào ${backupDir}`);
  manifest = readManifest(backupDir);
  sourceDigests = await digestsAt(source);
}, 300_000);

/** The picture URLs of every file under DATA_DIR/uploads, with the file's bytes. */
function uploadedFiles(dataDir: string): [string, Buffer][] {
  const folder = path.join(dataDir, 'uploads');
  return readdirSync(folder).map((name) => {
    const [id, variant] = name.split('.');
    const url = variant === 'thumb' ? `/api/uploads/${id}/thumb.webp` : `/api/uploads/${id}.webp`;
    return [url, readFileSync(path.join(folder, name))];
  });
}

describe('npm run backup and npm run restore', () => {
  it('restores into an empty database and DATA_DIR a copy the real server serves as it was', async () => {
    expect(manifest.tables.map((t) => [t.name, { rows: t.rows, sha256: t.sha256 }])).toEqual(
      Object.entries(sourceDigests),
    );
    expect(before.transactions).toBeGreaterThanOrEqual(5);

    const target = await emptyPlace(cleanups);
    const restore = await runNpm('restore', [backupDir], settingsOf(target));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('mã SHA-256 của mọi bảng khớp bản sao lưu');
    expect(restore.stdout).toContain('sổ cái khớp');
    expect(await digestsAt(target)).toEqual(sourceDigests);

    const server = await startChildServer({ ...settingsOf(target), JWT_SECRET: '' });
    try {
      const get = (url: string, headers: Record<string, string> = {}) =>
        fetch(`${server.url}${url}`, { headers });
      // The admin's session from before the backup still stands: sessions and the secret came back.
      const ledger = await get('/api/ledger/check', before.admin);
      expect(ledger.status).toBe(200);
      expect((await ledger.json()).data).toMatchObject({
        ok: true,
        transactionsChecked: before.transactions,
      });
      const pictures = uploadedFiles(source.dataDir);
      expect(pictures.length).toBeGreaterThan(2);
      for (const [url, bytes] of pictures) {
        const served = await get(url);
        expect(served.status, url).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes), url).toBe(true);
      }
      for (const [query, bytes] of [
        ['', before.runImage],
        ['?variant=thumb', before.runThumb],
      ] as const) {
        const served = await get(`${before.runImageUrl}${query}`, before.member);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      }
      const admin = { authorization: `Bearer ${await signInOverHttp(server, ADMIN_EMAIL)}` };
      expect((await (await get('/api/users/me', admin)).json()).data.email).toBe(ADMIN_EMAIL);
      // New rows get new ids: the sequences came back where they were.
      const moved = await fetch(`${server.url}/api/wallets/transfer`, {
        method: 'POST',
        headers: { ...withKey(admin), 'content-type': 'application/json' },
        body: JSON.stringify({ toEmail: MEMBER_EMAIL, amount: 5, memo: 'Sau khôi phục' }),
      });
      expect(moved.status).toBe(201);
      expect((await (await get('/api/ledger/check', admin)).json()).data).toMatchObject({
        ok: true,
        transactionsChecked: before.transactions + 1,
      });
    } finally {
      await server.stop('SIGTERM');
    }
  }, 300_000);

  it.each([
    ['a table', () => 'tables/transactions.ndjson'],
    ['a picture', () => `files/${manifest.files.find((f) => f.path.startsWith('uploads/'))!.path}`],
  ])(
    'refuses a backup with one byte of %s changed, writing nothing',
    async (_, damagedFile) => {
      const damaged = path.join(tempDir('damaged'), 'backup');
      cpSync(backupDir, damaged, { recursive: true });
      const file = path.join(damaged, damagedFile());
      const bytes = readFileSync(file);
      bytes[bytes.length >> 1]! ^= 0x01;
      writeFileSync(file, bytes);

      const target = await emptyPlace(cleanups);
      const restore = await runNpm('restore', [damaged], settingsOf(target));
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('bị hỏng, không khôi phục gì');
      expect(restore.stderr).toContain(`${file}: mã SHA-256 không khớp`);
      expect(await isUntouched(target)).toBe(true);
    },
    120_000,
  );

  const occupied: [string, () => Place][] = [
    ["the portal's own DATA_DIR and database", () => source],
    ...(testDatabaseKind() === 'postgres'
      ? [
          [
            "the portal's database with a new DATA_DIR",
            () => ({ ...source, dataDir: path.join(tempDir('fresh'), 'data') }),
          ] as [string, () => Place],
        ]
      : []),
  ];
  it.each(occupied)(
    'refuses to restore over %s, changing nothing',
    async (_, targetOf) => {
      const target = targetOf();
      const [digests, files] = [await digestsAt(source), await listDataFiles(source.dataDir)];
      const restore = await runNpm('restore', [backupDir], settingsOf(target));
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(
        /khôi phục chỉ ghi vào một (DATA_DIR mới|cơ sở dữ liệu mới tạo)/,
      );
      expect(await digestsAt(source)).toEqual(digests);
      expect(await listDataFiles(source.dataDir)).toEqual(files);
      expect(target.dataDir === source.dataDir || !existsSync(target.dataDir)).toBe(true);
    },
    120_000,
  );
});
