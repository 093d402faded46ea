import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isLookupFailureExempt,
  PermissionLookupGuard,
} from '../../../src/layout/PermissionLookupGuard';
import { forgetPermissions } from '../../../src/providers/authProvider';
import { member, renderInAdmin } from '../support/renderInAdmin';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPermissions();
});

function failPermissionLookup() {
  localStorage.setItem('token', 't');
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify({ message: 'Lỗi máy chủ' }), { status: 500 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('failed permission lookup', () => {
  it('sends the user from /app/tool to /app', async () => {
    const fetchMock = failPermissionLookup();
    renderInAdmin(<PermissionLookupGuard />, { visitor: member, path: '/app/tool' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/));
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/permissions\/me$/);
  });

  it('leaves the tutorial alone', async () => {
    const fetchMock = failPermissionLookup();
    renderInAdmin(<PermissionLookupGuard />, { visitor: member, path: '/app/tutorial' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await Promise.allSettled(fetchMock.mock.results.map((r) => r.value));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/tutorial');
  });

  it('exempts /app, /app/tutorial and paths beginning with /login', () => {
    expect(isLookupFailureExempt('/app')).toBe(true);
    expect(isLookupFailureExempt('/app/')).toBe(true);
    expect(isLookupFailureExempt('/app/tutorial')).toBe(true);
    expect(isLookupFailureExempt('/login/google/callback')).toBe(true);
    expect(isLookupFailureExempt('/app/login')).toBe(true);
    expect(isLookupFailureExempt('/app/tool')).toBe(false);
    expect(isLookupFailureExempt('/app/admin')).toBe(false);
    expect(isLookupFailureExempt('/app/tutorial/x')).toBe(false);
  });
});
