import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { configEntries } from '../../db/schema';

/**
 * An entry as its audit events keep it: what an admin sets, without the server's stamps (who
 * and when are the event's own), so its timeline shows and puts back exactly these fields.
 */
export const entryAsAudited = async (request: FastifyRequest, db: Executor) => {
  const { key } = request.params as { key: string };
  const [entry] = await db
    .select({
      key: configEntries.key,
      value: configEntries.value,
      isPublic: configEntries.isPublic,
      description: configEntries.description,
    })
    .from(configEntries)
    .where(eq(configEntries.key, key));
  return entry ?? null;
};
