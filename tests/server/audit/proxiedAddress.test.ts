import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import { eventsOfRequest, freshRequestId } from './support';

// One reverse proxy in front, as deploy/nginx.conf: the address it forwards is the client's.
const t = testAppForFile({ env: { TRUST_PROXY: '1' }, signIn: { admin: ADMIN_EMAIL } });

describe('the audit log behind a trusted proxy', () => {
  it('records the client the proxy names, not the proxy', async () => {
    const requestId = freshRequestId('proxied');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tags',
      payload: { slug: `proxied-${Date.now()}`, name: 'Nhãn qua proxy' },
      headers: { ...t.admin, 'x-request-id': requestId, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(201);
    const [event] = await eventsOfRequest(t.db, requestId);
    expect(event!.clientAddress).toBe('203.0.113.9');
  });
});
