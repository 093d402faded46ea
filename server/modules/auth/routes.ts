// /api/auth
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineText } from '../../../common/schemas/text';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { SignInRefusal } from '../../lib/signInRefusal';
import {
  exchangeLoginCode,
  issueLoginCode,
  LOGIN_CODE_TTL_SECONDS,
  revokeSession,
  type SessionConfig,
} from '../../lib/sessions';
import { currentUser } from '../../plugins/auth';
import { recordSignIn, type SignInPolicy } from '../users';
import { authCookie, readCookie } from './cookies';
import { devLoginGuard, requireDevLoginSecret } from './devLoginGuard';
import { devLoginPage } from './devLoginPage';
import type { OidcClient } from './oidc';
import { savePendingSignIn, takePendingSignIn } from './pendingSignIns';
import { logRefusedSignIn } from './refusalLog';

export interface AuthRoutesOptions {
  db: Database;
  sessions: SessionConfig;
  oidc: OidcClient | null;
  devLogin: boolean;
  /** ALLOW_DEV_LOGIN: the development sign-in also answers other machines. */
  devLoginFromAnywhere: boolean;
  publicUrl: string;
  /** DATA_DIR, where the development sign-in's secret is. */
  dataDir: string;
  policy: SignInPolicy;
  secureCookies: boolean;
}

const STATE_COOKIE = 'beli_oidc_state';
const STATE_TTL_SECONDS = 600;
/** Holds the binding of the browser that signed in to its one-time code. */
const BINDING_COOKIE = 'beli_login_binding';

const TO_PROVIDER = {
  status: 302,
  description: 'Chuyển tới nhà cung cấp đăng nhập (hoặc trang đăng nhập phát triển)',
};
const TO_APP = {
  status: 302,
  description: 'Chuyển về /login/google/callback?code=<mã dùng một lần>',
};
const DEV_PAGE = { type: 'text/html', description: 'Trang chọn tài khoản demo hoặc nhập e-mail' };

const notConfigured = () =>
  new ApiError(503, 'LOGIN_NOT_CONFIGURED', 'Đăng nhập chưa được cấu hình trên máy chủ');
const noProviderToFinish = () =>
  new ApiError(
    404,
    'LOGIN_NOT_CONFIGURED',
    'Máy chủ không dùng đăng nhập qua nhà cung cấp nên không có gì để hoàn tất',
  );

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { db, oidc } = opts;
  const setCookie = (reply: FastifyReply, name: string, value: string, maxAgeSeconds: number) =>
    reply.header('set-cookie', authCookie(name, value, maxAgeSeconds, opts.secureCookies));

  /**
   * Ends every successful sign-in alike: a one-time code handed to the app's callback page, which
   * only this browser (its cookie holds the code's binding) may exchange.
   */
  async function finishSignIn(reply: FastifyReply, userId: number) {
    const { code, browserBinding } = await issueLoginCode(db, userId);
    setCookie(reply, BINDING_COOKIE, browserBinding, LOGIN_CODE_TTL_SECONDS);
    return reply.redirect(`/login/google/callback?code=${encodeURIComponent(code)}`, 302);
  }

  app.get(
    '/auth/google',
    {
      config: { permission: 'public', rawAnswer: TO_PROVIDER },
      onError: logRefusedSignIn,
      schema: { tags: ['auth'], summary: 'Bắt đầu đăng nhập Google' },
    },
    async (_request, reply) => {
      if (!oidc) {
        if (opts.devLogin) return reply.redirect('/api/auth/dev', 302);
        throw notConfigured();
      }
      const { pending, url } = await oidc.start();
      await savePendingSignIn(db, pending);
      setCookie(reply, STATE_COOKIE, pending.state, STATE_TTL_SECONDS);
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      config: { permission: 'public', rawAnswer: TO_APP },
      onError: logRefusedSignIn,
      schema: {
        tags: ['auth'],
        summary: 'Nhà cung cấp đăng nhập trả về',
        querystring: z.object({
          code: lineText().max(4096).optional(),
          state: lineText().max(512).optional(),
          error: lineText().max(512).optional(),
          error_description: lineText().max(2048).optional(),
        }),
      },
    },
    async (request, reply) => {
      // Nobody could have been sent here: a stray call, refused at warn, not a server failure.
      if (!oidc) throw noProviderToFinish();
      setCookie(reply, STATE_COOKIE, '', 0);
      const { state, error, error_description } = request.query;
      if (error) {
        throw new SignInRefusal('OIDC_DENIED', 'Đăng nhập đã bị hủy hoặc bị từ chối', {
          error,
          error_description,
        });
      }
      const pending =
        state && readCookie(request, STATE_COOKIE) === state
          ? await takePendingSignIn(db, state)
          : null;
      if (!pending) {
        throw new SignInRefusal(
          'STATE_MISMATCH',
          'Phiên đăng nhập không khớp hoặc đã hết hạn, vui lòng thử lại',
          { check: state ? 'state' : 'state_missing' },
        );
      }
      const rawQuery = request.url.slice(request.url.indexOf('?') + 1);
      const profile = await oidc.finish(rawQuery, pending);
      return finishSignIn(reply, await recordSignIn(db, profile, opts.policy));
    },
  );

  app.post(
    '/auth/exchange',
    {
      config: { permission: 'public' },
      onError: logRefusedSignIn,
      schema: {
        tags: ['auth'],
        summary: 'Đổi mã dùng một lần lấy token',
        body: z.object({ code: lineText().min(1).max(256) }).strict(),
        response: { 200: z.object({ data: z.object({ token: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const browserBinding = readCookie(request, BINDING_COOKIE);
      setCookie(reply, BINDING_COOKIE, '', 0);
      const token = await exchangeLoginCode(db, opts.sessions, request.body.code, browserBinding);
      return { data: { token } };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Đăng xuất',
        response: { 200: z.object({ data: z.object({ ok: z.boolean() }) }) },
      },
    },
    async (request) => {
      const { sessionId } = currentUser(request);
      await db.transaction((tx) => revokeSession(tx, sessionId));
      return { data: { ok: true } };
    },
  );

  if (!opts.devLogin) return;
  const onRequest = devLoginGuard({
    fromAnywhere: opts.devLoginFromAnywhere,
    publicUrl: opts.publicUrl,
  });

  const secretQuery = z.object({ secret: lineText().max(200).optional() });
  const preValidation = requireDevLoginSecret(opts.dataDir);

  app.get(
    '/auth/dev',
    {
      config: { permission: 'public', rawAnswer: DEV_PAGE },
      onRequest,
      onError: logRefusedSignIn,
      schema: {
        tags: ['auth'],
        summary: 'Trang đăng nhập phát triển',
        description: 'Không có `secret`: trang hỏi mã bí mật; có: trang chọn tài khoản.',
        querystring: secretQuery,
      },
    },
    async (request, reply) => {
      const { secret } = request.query;
      if (secret !== undefined) await preValidation(request);
      return reply.type('text/html; charset=utf-8').send(devLoginPage(secret ?? null));
    },
  );

  app.post(
    '/auth/dev',
    {
      config: { permission: 'public', rawAnswer: TO_APP },
      onRequest,
      preValidation,
      onError: logRefusedSignIn,
      schema: {
        tags: ['auth'],
        summary: 'Đăng nhập phát triển bằng e-mail',
        description:
          'Cần `secret`: mã máy chủ ghi vào DATA_DIR/dev-login-secret khi khởi động (trong thân hoặc trên địa chỉ).',
        querystring: secretQuery,
        body: z.object({
          email: z.email('E-mail không hợp lệ').max(254),
          secret: lineText().max(200).optional(),
        }),
      },
    },
    async (request, reply) =>
      finishSignIn(
        reply,
        await recordSignIn(db, { email: request.body.email, emailVerified: true }, opts.policy),
      ),
  );
};
