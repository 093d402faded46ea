import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, type UserIdentity } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../../../src/lib/queryClient';
import { dataProvider as appDataProvider } from '../../../src/providers/dataProvider';
import { themeOptions } from '../../../src/layout/theme/themes';
import { i18nProvider } from '../../../src/providers/i18nProvider';

export interface Visitor {
  identity?: UserIdentity;
  permissions?: string[];
}

export const anonymous: Visitor = {};
export const member: Visitor = {
  identity: { id: 2, fullName: 'Thành viên demo' },
  permissions: ['permission.me'],
};
export const admin: Visitor = {
  identity: { id: 1, fullName: 'Quản trị viên demo' },
  permissions: [
    'permission.me',
    'user.all',
    'permission.all',
    'config.private.all',
    'aov.hero.create',
    'tool.all',
    'wallet.all',
  ],
};

/** An authProvider answering for one visitor: the edge of these component tests. */
export function fakeAuthProvider({ identity, permissions = [] }: Visitor): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => {
      if (!identity) throw new Error('anonymous');
      return identity;
    },
    getPermissions: async () => permissions,
  };
}

/** Where the app is now, for assertions on navigation. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders inside react-admin's contexts (the app's theme, Vietnamese messages, a visitor) at a path. The app's own
 * dataProvider answers unless a test gives another; its edge is `fetch`, which tests stub.
 */
export function renderInAdmin(
  ui: ReactNode,
  {
    visitor = anonymous,
    path = '/app',
    dataProvider = appDataProvider,
  }: { visitor?: Visitor; path?: string; dataProvider?: DataProvider } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={fakeAuthProvider(visitor)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={createQueryClient()}
        theme={themeOptions('light')}
      >
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Answers GET /api/config/public/{key} from a table; unknown keys are a 404. */
export function stubPublicConfig(values: Record<string, string>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const key = String(input).match(/\/config\/public\/([A-Z_]+)$/)?.[1];
    const value = key ? values[key] : undefined;
    return value === undefined
      ? new Response(JSON.stringify({ message: 'Không tìm thấy', code: 'NOT_FOUND' }), {
          status: 404,
        })
      : new Response(JSON.stringify({ data: { key, value } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
