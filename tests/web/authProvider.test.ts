import { askPermissionsEarly } from '../../src/providers/early/firstPermissionsRequest';
import { takeAskedPage } from '../../src/lib/askedPage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, forgetPermissions, grants } from '../../src/providers/authProvider';

const permissionsMe = {
  data: {
    groups: [
      { id: 1, name: 'Thành viên', permissions: [{ id: 1, name: 'permission.me' }] },
      {
        id: 2,
        name: 'Quản trị viên',
        permissions: [
          { id: 1, name: 'permission.me' },
          { id: 3, name: 'user.all' },
        ],
      },
    ],
  },
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPermissions();
});

describe('authProvider', () => {
  it('flattens the groups of /permissions/me into unique permission names', async () => {
    localStorage.setItem('token', 't');
    answer(200, permissionsMe);
    expect(await authProvider.getPermissions!({})).toEqual(['permission.me', 'user.all']);
  });

  it('sends the bearer token from local storage', async () => {
    localStorage.setItem('token', 'abc');
    answer(200, permissionsMe);
    await authProvider.getPermissions!({});
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer abc');
  });

  it('grants a card only when every listed permission is held, and always with none listed', () => {
    expect(grants(['permission.me'], undefined)).toBe(true);
    expect(grants(['permission.me'], [])).toBe(true);
    expect(grants(['permission.me'], ['permission.me', 'user.all'])).toBe(false);
    expect(grants(['permission.me', 'user.all'], ['permission.me', 'user.all'])).toBe(true);
  });

  it('lets anonymous visitors reach home only, sending them there from a guarded page', async () => {
    await expect(authProvider.checkAuth({ route: 'dashboard' })).resolves.toBeUndefined();
    window.history.pushState(null, '', '/app/tool?x=1');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      message: false,
      redirectTo: '/app',
    });
    expect(takeAskedPage()).toBe('/app/tool?x=1');
    expect(takeAskedPage()).toBe('/app');
  });

  it('signs out on 401 but not on 403', async () => {
    localStorage.setItem('token', 't');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBe('t');
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the permissions of a first load', () => {
  const permissionCalls = () =>
    vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith('/api/permissions/me'))
      .length;

  it('are asked once, by the early script, and the app uses that answer', async () => {
    localStorage.setItem('token', 'early-token');
    answer(200, permissionsMe);
    askPermissionsEarly();
    expect(await authProvider.canAccess!({ resource: 'admin/user', action: 'list' })).toBe(true);
    expect(await authProvider.getPermissions!({})).toEqual(['permission.me', 'user.all']);
    expect(permissionCalls()).toBe(1);
  });

  it('are asked again by the app when the early answer failed, or was for another session', async () => {
    localStorage.setItem('token', 'early-token');
    answer(500, { message: 'Lỗi máy chủ' });
    askPermissionsEarly();
    answer(200, permissionsMe);
    expect(await authProvider.getPermissions!({})).toEqual(['permission.me', 'user.all']);
    expect(permissionCalls()).toBe(1);
    forgetPermissions();

    askPermissionsEarly();
    localStorage.setItem('token', 'another-session');
    expect(await authProvider.getPermissions!({})).toEqual(['permission.me', 'user.all']);
    const [, init] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer another-session');
  });
});
