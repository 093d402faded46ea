/** A JSON answer as the API sends it. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** What the API answers a signed-in admin's session calls (permissions, own profile); else undefined. */
export function adminSessionAnswer(pathname: string): Response | undefined {
  if (pathname === '/api/permissions/me') {
    const permissions = [{ name: 'permission.me' }, { name: 'config.private.all' }];
    return jsonResponse({ data: { groups: [{ id: 1, name: 'Quản trị viên', permissions }] } });
  }
  if (pathname === '/api/users/me') {
    return jsonResponse({ data: { id: 1, name: 'Admin', email: 'a@b.c', avatarUrl: null } });
  }
  return undefined;
}
