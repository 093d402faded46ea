import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, type KnownConfigKey } from '../../../common/configKeys';
import { REDACTED, SECRET_CHANGED } from '../../../common/redacted';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';

const logLines: string[] = [];
const t = testAppForFile({
  env: { LOG_LEVEL: 'debug' },
  logStream: { write: (line) => void logLines.push(line) },
  signIn: { admin: ADMIN_EMAIL },
});
const { admin } = t;

const declaredSecrets = (Object.keys(CONFIG_KEYS) as KnownConfigKey[]).filter(
  (key) => CONFIG_KEYS[key].secret,
);
/** Private keys nobody declared, as an operator names them: secret by default. */
const undeclared = ['SMTP_PASS', 'PRIVATE_KEY_PEM', 'BANK_API_PIN', 'ORDER_WEBHOOK_URL'];

let serial = 0;
/** A mark found nowhere else, and a value for `key` holding it that its rules accept. */
const secretFor = (key: string) => {
  const mark = `bimat${Date.now()}x${(serial += 1)}`;
  return { mark, value: /_URL(_|$)/.test(key) ? `http://127.0.0.1:9/nguon?token=${mark}` : mark };
};

const send = (method: 'POST' | 'DELETE', key: string, payload?: object) =>
  t.app.inject({ method, url: `/api/config/private/${key}`, headers: admin, payload });

/** Everything an admin reads of a key's history: the timeline (audit list) and both exports. */
async function everythingShownOf(key: string) {
  const filter = JSON.stringify({ resource: 'config/private', recordId: key });
  const read = (url: string, query: Record<string, string>) =>
    t.app.inject({ url, query, headers: admin });
  const timeline = await read('/api/audit-events', { filter, sort: '["id","DESC"]' });
  const auditExport = await read('/api/audit-events/export', { filter });
  const configExport = await read('/api/config/export', {});
  for (const response of [timeline, auditExport, configExport]) {
    expect(response.statusCode).toBe(200);
  }
  return {
    events: timeline.json(),
    shown: [timeline, auditExport, configExport].map((r) => r.body),
  };
}

describe('a secret configuration value, through every path that writes or shows it', () => {
  it('declares every known key secret or not, and no public key secret', () => {
    expect(declaredSecrets).toEqual([
      'AOV_CRAWL_URL_TAGS',
      'AOV_CRAWL_URL_HEROES',
      'AOV_CRAWL_URL_SKINS',
      'AOV_CRAWL_URL',
    ]);
    for (const [key, definition] of Object.entries(CONFIG_KEYS)) {
      expect({ key, publicSecret: definition.isPublic && definition.secret }).toEqual({
        key,
        publicSecret: false,
      });
    }
  });

  it.each([...declaredSecrets, ...undeclared])(
    '%s: created, changed, put back and removed, its value is in no event, export, timeline or log line',
    async (key) => {
      const [first, second] = [secretFor(key), secretFor(key)];
      // A known key's description is its declaration's: only the others take one.
      const known = key in CONFIG_KEYS;
      const write = async ({
        description,
        ...payload
      }: {
        value: string;
        description?: string;
      }) => {
        const written = await send('POST', key, known ? payload : { ...payload, description });
        expect(written.statusCode, written.body).toBe(200);
      };
      await write({ value: first.value });
      await write({ value: second.value, description: 'Đổi khóa' });
      // Put back as it was: an admin types the earlier value again (the log cannot give it).
      await write({ value: first.value });
      // A write that leaves the value as it was says so.
      await write({ value: first.value, description: 'Chỉ đổi mô tả' });
      const removable = !known;
      if (removable) expect((await send('DELETE', key)).statusCode).toBe(200);

      const { events, shown } = await everythingShownOf(key);
      expect(logLines.length).toBeGreaterThan(0);
      for (const text of [...shown, ...logLines]) {
        expect(text).not.toContain(first.mark);
        expect(text).not.toContain(second.mark);
      }
      const valuesOf = (event: {
        before: { value?: unknown } | null;
        after: { value?: unknown } | null;
      }) => [event.before?.value ?? null, event.after?.value ?? null];
      expect(events.map(valuesOf).reverse()).toEqual([
        [null, SECRET_CHANGED],
        [REDACTED, SECRET_CHANGED],
        [REDACTED, SECRET_CHANGED],
        [REDACTED, REDACTED],
        ...(removable ? [[REDACTED, null]] : []),
      ]);
    },
  );

  it('keeps a value that is not secret, as it was written', async () => {
    const key = `GIOI_HAN_${Date.now()}`;
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/config/public/${key}`,
      headers: admin,
      payload: { value: 'giữ-nguyên' },
    });
    expect(written.statusCode).toBe(200);
    const filter = JSON.stringify({ resource: 'config/public', recordId: key });
    const events = (
      await t.app.inject({ url: '/api/audit-events', query: { filter }, headers: admin })
    ).json();
    expect(events).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ value: 'giữ-nguyên' }) }),
    ]);
  });
});
