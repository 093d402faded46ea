import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../common/audit/describeEvent';
import { resourceOfRoute } from '../../../server/plugins/audit';
import { testAppForFile } from '../../support/testApp';

const t = testAppForFile();

describe('the words of the audit log', () => {
  it('reads every recorded route as words: no path, parameter or method in its sentence', () => {
    // Recorded: every write that is not public (a sign-in is not), and the bank's webhook.
    const written = t.app.routeAccess.filter(
      (route) =>
        route.method !== 'GET' &&
        !route.readsOnly &&
        (route.permission !== 'public' || route.url === '/api/payments/webhook'),
    );
    const sentences = written.map((route) => {
      const action = `${route.method} ${route.url}`;
      const event = {
        actorEmail: 'admin@beli.local',
        resource: resourceOfRoute(route.url),
        recordId: '7',
        action,
        before: null,
        after: null,
      };
      return { action, sentence: describeEvent(event, String).sentence };
    });
    expect(sentences.length).toBeGreaterThan(50);
    const technical = sentences.filter(({ sentence }) =>
      /\/|:\w|\b(POST|PUT|PATCH|DELETE)\b|[a-z][A-Z]/.test(sentence),
    );
    expect(technical).toEqual([]);
  });
});
