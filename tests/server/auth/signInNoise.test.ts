import { describe, expect, it } from 'vitest';
import { devLoginSecretOf, exchangeCode, loginCodeIn } from '../../support/signInFlow';
import { MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const lines: string[] = [];
const t = testAppForFile({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => lines.push(line) },
});
const parsed = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });

describe('what sign-in writes to the log', () => {
  it('answers an anonymous call of the callback on a server without OpenID Connect with a 4xx and a warning, no error', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/api/auth/google/callback?code=abc&state=xyz' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Máy chủ không dùng đăng nhập qua nhà cung cấp nên không có gì để hoàn tất',
      code: 'LOGIN_NOT_CONFIGURED',
    });
    expect(parsed().filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.join('\n')).not.toContain('"stack"');
    expect(parsed()).toContainEqual(
      expect.objectContaining({ level: 40, refusal: 'LOGIN_NOT_CONFIGURED' }),
    );
  });

  it('never writes a one-time sign-in code or the development secret, the callback page’s request included', async () => {
    lines.length = 0;
    const secret = devLoginSecretOf(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/auth/dev?secret=${secret}`,
      payload: { email: MEMBER_EMAIL },
    });
    const location = String(signedIn.headers.location);
    await t.app.inject({ url: location });
    await exchangeCode(t.app, signedIn);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.join('\n')).not.toContain(loginCodeIn(location));
    expect(lines.join('\n')).not.toContain(secret);
  });
});
