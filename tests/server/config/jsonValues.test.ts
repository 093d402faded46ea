import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, bearer, createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.signIn(ADMIN_EMAIL));
});
afterAll(() => t.close());

describe('config values keep their JSON type', () => {
  it.each([['0'], ['true'], ['null'], ['{"a":1}'], ['12.5'], [0], [true], [{ a: ['x'] }]])(
    'reads back %j exactly as it was stored',
    async (value) => {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/config/private/GHI_CHU',
        payload: { value },
        headers: admin,
      });
      expect(saved.statusCode).toBe(200);
      const read = await t.app.inject({ url: '/api/config/private/GHI_CHU', headers: admin });
      expect(read.json().data.value).toEqual(value);
    },
  );
});
