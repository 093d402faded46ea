import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readEnv, settingsSchema } from '../../server/env';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the real server with only these variables and answers how it ended, if it did. */
function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the environment the server starts with', () => {
  it('is documented whole in .env.example, whose values start a server as they are', () => {
    const example = Object.fromEntries(
      [...readFileSync(`${root}/.env.example`, 'utf8').matchAll(/^([A-Z_]+)=(.*)$/gm)].map(
        ([, key, value]) => [key!, value!],
      ),
    );
    for (const key of Object.keys(settingsSchema.shape)) expect(example).toHaveProperty(key);
    expect(readEnv(example)).toMatchObject({ devLogin: true, HOST: '127.0.0.1' });
  });

  it('listens on loopback while the development sign-in is on, everywhere once a client is set', () => {
    expect(readEnv({})).toMatchObject({ devLogin: true, HOST: '127.0.0.1' });
    expect(readEnv({ GOOGLE_CLIENT_ID: 'beli' })).toMatchObject({
      devLogin: false,
      HOST: '0.0.0.0',
    });
    expect(readEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('derives PUBLIC_URL from PORT unless set', () => {
    expect(readEnv({ PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(readEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(readEnv({ PUBLIC_URL: 'https://beli.congty.vn' }).PUBLIC_URL).toBe(
      'https://beli.congty.vn',
    );
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, at start, in Vietnamese', () => {
    expect(() => readEnv({ JWT_SECRET: 'x'.repeat(31) })).toThrow(
      'JWT_SECRET phải dài ít nhất 32 byte',
    );
    expect(readEnv({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toHaveLength(32);
    const started = startWith({ JWT_SECRET: 'ngan-qua' });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('JWT_SECRET phải dài ít nhất 32 byte');
    expect(started.stderr).not.toMatch(/\n\s+at /);
  });

  it('takes OIDC_PREVIOUS_ISSUERS as URLs, never the issuer in use', () => {
    expect(
      readEnv({ OIDC_PREVIOUS_ISSUERS: ' https://cu.congty.vn , https://cu2.congty.vn' })
        .OIDC_PREVIOUS_ISSUERS,
    ).toEqual(['https://cu.congty.vn', 'https://cu2.congty.vn']);
    expect(readEnv({}).OIDC_PREVIOUS_ISSUERS).toEqual([]);
    expect(() => readEnv({ OIDC_PREVIOUS_ISSUERS: 'cu.congty.vn' })).toThrow(
      'OIDC_PREVIOUS_ISSUERS phải là các URL cách nhau bằng dấu phẩy',
    );
    expect(() =>
      readEnv({
        OIDC_ISSUER: 'https://moi.congty.vn',
        OIDC_PREVIOUS_ISSUERS: 'https://cu.congty.vn,https://moi.congty.vn',
      }),
    ).toThrow('OIDC_PREVIOUS_ISSUERS không được chứa OIDC_ISSUER đang dùng');
  });

  it('refuses production with no sign-in method, at start, in Vietnamese', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production cần một cách đăng nhập/,
    );
    expect(readEnv({ NODE_ENV: 'production', ALLOW_DEV_LOGIN: '1' }).devLogin).toBe(true);
    const started = startWith({ NODE_ENV: 'production' });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(
      'GOOGLE_CLIENT_ID: NODE_ENV=production cần một cách đăng nhập',
    );
  });

  it('takes TRUST_PROXY as a count of proxies or their addresses, and none when empty', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: "10.0.0.0\/33" không phải địa chỉ IP hay CIDR/,
    );
  });

  it('refuses a TRUST_PROXY that trusts every address, at start, in Vietnamese', () => {
    for (const everyone of ['true', 'all', '*', 'TRUE', '10.0.0.1,0.0.0.0/0', '::/0']) {
      expect(() => readEnv({ TRUST_PROXY: everyone }), everyone).toThrow(
        /TRUST_PROXY: không nhận ".+" \(tin mọi proxy thì ai cũng tự khai địa chỉ/,
      );
    }
    const started = startWith({ TRUST_PROXY: 'true' });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('TRUST_PROXY: không nhận "true"');
    expect(started.stderr).not.toMatch(/\n\s+at /);
  });

  it("lists in README's configuration every variable whose value can stop the start", () => {
    const readme = readFileSync(`${root}/README.md`, 'utf8');
    const refusals = readme.split('\n- Refused at start')[1]!.split('\n- `')[0]!;
    // Values each of a different kind of wrong: a word, out of every range, too short, everyone.
    const wrong = ['x', '-1', '99999999', 'true', '*'];
    const refused = (key: string) =>
      wrong.some((value) => {
        try {
          readEnv({ [key]: value });
          return false;
        } catch (error) {
          return new RegExp(`^  ${key}[.:]`, 'm').test((error as Error).message);
        }
      });
    const keys = Object.keys(settingsSchema.shape).filter(refused);
    expect(keys).toContain('PAYMENT_WEBHOOK_KEY');
    expect(keys.filter((key) => !refusals.includes(`\`${key}\``))).toEqual([]);
    // The rules across variables: production's sign-in, the issuer in use never a previous one.
    expect(refusals).toContain('`NODE_ENV=production`');
    expect(refusals).toContain('`OIDC_PREVIOUS_ISSUERS`');
  });
});
