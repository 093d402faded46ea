import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configEntries } from '../../../server/db/schema';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

interface Entry {
  key: string;
  value: unknown;
  updatedAt: string;
}

const write = (key: string, value: unknown, ifMatch?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/config/private/${key}`,
    headers: { ...admin, ...(ifMatch && { 'if-match': ifMatch }) },
    payload: { value },
  });

async function newEntry(key: string, value: unknown): Promise<Entry> {
  const created = await write(key, value);
  expect(created.statusCode).toBe(200);
  return created.json().data;
}

const storedValue = async (key: string) =>
  (await t.db.select().from(configEntries).where(eq(configEntries.key, key)))[0]?.value;

describe('POST /api/config/{visibility}/{key} with If-Match', () => {
  it('saves exactly one of two concurrent writes from one version; the other answers 409 with the entry as saved', async () => {
    const entry = await newEntry('EDIT_RACE', 1);
    const answers = await Promise.all([
      write(entry.key, 2, `"${entry.updatedAt}"`),
      write(entry.key, 3, `"${entry.updatedAt}"`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json().data;
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: 'EDIT_CONFLICT', current: saved });
    expect(refused.message).toMatch(/^Bản ghi đã được người khác sửa/);
    expect(await storedValue(entry.key)).toBe(saved.value);
  });

  it('answers 404 for a versioned write of a key deleted meanwhile, creating nothing', async () => {
    const entry = await newEntry('EDIT_GONE', 'x');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/config/private/${entry.key}`,
      headers: admin,
    });
    expect((await write(entry.key, 'y', `"${entry.updatedAt}"`)).statusCode).toBe(404);
    expect(await storedValue(entry.key)).toBeUndefined();
  });

  it('still creates or replaces a key on a write without If-Match', async () => {
    const entry = await newEntry('EDIT_BLIND', 'a');
    await write(entry.key, 'b');
    expect((await write(entry.key, 'c')).statusCode).toBe(200);
    expect(await storedValue(entry.key)).toBe('c');
  });
});
