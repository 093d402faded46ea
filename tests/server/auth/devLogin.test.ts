import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { devLoginSecretOf } from '../../support/signInFlow';
import {
  ADMIN_EMAIL,
  bearer,
  createTestApp,
  MEMBER_EMAIL,
  testAppForFile,
} from '../../support/testApp';

const t = testAppForFile();

/** The development sign-in's post, with the secret its server wrote at start (when it is on). */
const postDevSignIn = (app: FastifyInstance, payload: object, headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/dev',
    headers,
    payload: { ...payload, ...(app.devLoginSecretFile && { secret: devLoginSecretOf(app) }) },
  });

const permissionNames = (body: { data: { groups: { permissions: { name: string }[] }[] } }) =>
  new Set(body.data.groups.flatMap((g) => g.permissions.map((p) => p.name)));

describe('development sign-in and GET /api/permissions/me', () => {
  it('refuses an anonymous caller with 401 and a Vietnamese message', async () => {
    const response = await t.app.inject({ url: '/api/permissions/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Bạn cần đăng nhập', code: 'UNAUTHORIZED' });
  });

  it("lists the demo admin's groups with permission.me and user.all", async () => {
    const token = await t.signIn(ADMIN_EMAIL);
    const response = await t.app.inject({ url: '/api/permissions/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const names = permissionNames(response.json());
    expect(names).toContain('permission.me');
    expect(names).toContain('user.all');
    expect(names).toContain('wallet.all');
  });

  it('gives the demo member only permission.me', async () => {
    const token = await t.signIn(MEMBER_EMAIL);
    const response = await t.app.inject({ url: '/api/permissions/me', headers: bearer(token) });
    expect([...permissionNames(response.json())]).toEqual(['permission.me']);
  });

  it('answers the signed-in user at /api/users/me', async () => {
    const token = await t.signIn(MEMBER_EMAIL);
    const response = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(response.json().data).toMatchObject({ email: MEMBER_EMAIL, name: 'Thành viên demo' });
  });

  it('creates a new user in the member group only', async () => {
    const token = await t.signIn('Moi.Nguoi@Example.com');
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ email: 'moi.nguoi@example.com', name: 'moi.nguoi' });
    const groups = await t.app.inject({ url: '/api/permissions/me', headers: bearer(token) });
    expect(groups.json().data.groups.map((g: { name: string }) => g.name)).toEqual(['Thành viên']);
  });

  it('refuses a malformed e-mail with 400 and a message under the field', async () => {
    const response = await postDevSignIn(t.app, { email: 'không-phải-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { email: 'E-mail không hợp lệ' },
    });
  });

  it('accepts the form the development page posts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=admin%40beli.local&secret=${devLoginSecretOf(t.app)}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login\/google\/callback\?code=/);
  });

  it('sends /api/auth/google to the development page when no Google client is set', async () => {
    const response = await t.app.inject({ url: '/api/auth/google' });
    expect(response.headers.location).toBe('/api/auth/dev');
    const page = await t.app.inject({ url: `/api/auth/dev?secret=${devLoginSecretOf(t.app)}` });
    expect(page.body).toContain('admin@beli.local');
    expect(page.body).toContain('Đăng nhập phát triển');
  });
});

describe('development sign-in in production', () => {
  it('is off once a Google client is configured, unless ALLOW_DEV_LOGIN=1', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'beli-client',
      GOOGLE_CLIENT_SECRET: 'beli-secret',
    });
    try {
      const page = await production.app.inject({ url: '/api/auth/dev' });
      expect(page.statusCode).toBe(404);
      const post = await postDevSignIn(production.app, { email: ADMIN_EMAIL });
      expect(post.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the development sign-in form and other sites (login CSRF)', () => {
  it("refuses a post from another site's page with 403 and a Vietnamese message", async () => {
    for (const headers of [
      { origin: 'https://trang-la.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:80' },
    ]) {
      const response = await postDevSignIn(t.app, { email: ADMIN_EMAIL }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Yêu cầu đăng nhập đến từ một trang khác nên bị từ chối',
        code: 'FOREIGN_ORIGIN',
      });
    }
  });

  it('accepts a post from its own page', async () => {
    const response = await postDevSignIn(
      t.app,
      { email: ADMIN_EMAIL },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(response.statusCode).toBe(302);
    // Chromium sends Origin: null under the no-referrer policy, and says same-origin.
    const fromChromium = await postDevSignIn(
      t.app,
      { email: ADMIN_EMAIL },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(fromChromium.statusCode).toBe(302);
  });
});
