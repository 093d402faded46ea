// /api/events
import { z } from 'zod';
import { routeGroup } from '../../lib/routeGroup';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { mayReceive } from './events';
import { LiveHub } from './hub';
import { EventStream, eventText, REFETCH_TEXT } from './stream';

/** The channel migration 0027's triggers announce changes on. */
const CHANNEL = 'live';

const live = routeGroup('live', 'signed-in');

/**
 * What changes, pushed as it is committed (Server-Sent Events): each signed-in reader receives
 * the events of the records they may read, and after a reconnection what they missed meanwhile,
 * or `refetch` when this process no longer knows.
 */
export const liveRoutes: ModuleRoutes = async (app, { listen }) => {
  const hub = new LiveHub();
  const open = new Set<EventStream>();
  await listen(CHANNEL, { notified: (payload) => hub.heard(payload), missed: () => hub.missed() });
  // Streams never end by themselves: a closing server ends them, and the app reconnects elsewhere.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events',
    live(
      {
        summary: 'Luồng sự kiện trực tiếp (text/event-stream)',
        headers: z.object({ 'last-event-id': z.string().max(200).optional() }),
      },
      {
        rawAnswer: {
          type: 'text/event-stream',
          description: 'Các thay đổi người đọc được xem, ngay khi được ghi',
        },
      },
    ),
    async (request, reply) => {
      const user = currentUser(request);
      reply.hijack();
      const lastId = request.headers['last-event-id'];
      const catchup = typeof lastId === 'string' ? hub.since(lastId) : { events: [] };
      let unsubscribe = () => {};
      const stream = new EventStream(reply.raw, () => {
        unsubscribe();
        open.delete(stream);
      });
      open.add(stream);
      stream.write('retry: 2000\n\n');
      if ('refetch' in catchup) stream.write(REFETCH_TEXT);
      else
        for (const event of catchup.events)
          if (mayReceive(user, event)) stream.write(eventText(event));
      stream.write(`id: ${hub.lastId}\nevent: ready\ndata: {}\n\n`);
      unsubscribe = hub.subscribe({
        event: (event) => mayReceive(user, event) && stream.write(eventText(event)),
        refetch: () => stream.write(REFETCH_TEXT),
      });
    },
  );
};
