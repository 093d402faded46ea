import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/freePort';
import { testAppForFile } from '../../support/testApp';

const logLines: Record<string, unknown>[] = [];
let silentIssuer = '';
// A port nobody listens on: registered before the app's set-up, which reads it.
beforeAll(async () => {
  silentIssuer = `http://127.0.0.1:${await freePort()}`;
});
const t = testAppForFile({
  env: () => ({
    OIDC_ISSUER: silentIssuer,
    GOOGLE_CLIENT_ID: 'beli-portal',
    GOOGLE_CLIENT_SECRET: 'beli-portal-secret',
    LOG_LEVEL: 'warn',
  }),
  logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
});

describe('sign-in while the provider cannot be reached', () => {
  it('answers 503 in Vietnamese and logs why discovery failed', async () => {
    expect(silentIssuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await t.app.inject({ url: '/api/auth/google' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Không kết nối được tới nhà cung cấp đăng nhập, vui lòng thử lại sau',
      code: 'OIDC_UNAVAILABLE',
    });
    expect(logLines).toContainEqual(
      expect.objectContaining({ issuer: `${silentIssuer}/`, failure: expect.any(String) }),
    );
  });
});
