// /api/events
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { lineText } from '../../../common/schemas/text';
import { forbidden, notFound } from '../../lib/errors';
import { routeGroup } from '../../lib/routeGroup';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { mayReceive } from './events';
import { LiveHub } from './hub';
import { EditPresence, presenceDefinition, presenceText, editorsOf } from './presence';
import { EventStream, eventText, REFETCH_TEXT } from './stream';

/** The channel migration 0027's triggers announce changes on. */
const CHANNEL = 'live';
/** The channel edit pages announce themselves on (`POST /api/events/presence`). */
const PRESENCE_CHANNEL = 'live_presence';
/** How often pages not heard of for a while are forgotten. */
const PRESENCE_SWEEP_MS = 5_000;

const live = routeGroup('live', 'signed-in');

/**
 * What changes, pushed as it is committed (Server-Sent Events): each signed-in reader receives
 * the events of the records they may read, and after a reconnection what they missed meanwhile,
 * or `refetch` when this process no longer knows.
 */
export const liveRoutes: ModuleRoutes = async (app, { db, listen }) => {
  const hub = new LiveHub();
  const presence = new EditPresence();
  const open = new Set<EventStream>();
  await listen(CHANNEL, { notified: (payload) => hub.heard(payload), missed: () => hub.missed() });
  // A page missed while not listening says it is open again at its next beat.
  await listen(PRESENCE_CHANNEL, {
    notified: (payload) => presence.heard(payload),
    missed: () => undefined,
  });
  const sweep = setInterval(() => presence.sweep(), PRESENCE_SWEEP_MS);
  sweep.unref();
  // Streams never end by themselves: a closing server ends them, and the app reconnects elsewhere.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
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
      let unsubscribePresence = () => {};
      const stream = new EventStream(reply.raw, () => {
        unsubscribe();
        unsubscribePresence();
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
      unsubscribePresence = presence.subscribe(
        (event) => user.permissions.has(event.permission) && stream.write(presenceText(event)),
      );
    },
  );

  app.post(
    '/events/presence',
    live(
      {
        summary: 'Báo trang sửa một bản ghi đang mở (mỗi 15 giây) hay đã đóng',
        body: z.object({
          resource: lineText().max(200),
          id: z.union([lineText().max(100), z.number().int()]).transform(String),
          open: z.boolean(),
        }),
        response: {
          200: z.object({
            data: z.object({ viewers: z.array(z.object({ id: z.number(), name: z.string() })) }),
          }),
        },
      },
      { audit: { readsOnly: true } },
    ),
    async (request) => {
      const user = currentUser(request);
      const { resource, id, open: isOpen } = request.body;
      const definition = presenceDefinition(resource);
      if (!definition) throw notFound('Không có danh sách này');
      if (!user.permissions.has(editorsOf(definition))) throw forbidden();
      const note = { resource, id, userId: user.id, name: user.name, open: isOpen };
      await db.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(note)})`);
      // What the page shows until it hears otherwise: its stream may open after this answer.
      const others = presence.viewersOf(resource, id).filter((viewer) => viewer.id !== user.id);
      const viewers = isOpen ? [...others, { id: user.id, name: user.name }] : others;
      return { data: { viewers } };
    },
  );
};
