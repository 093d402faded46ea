import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

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
