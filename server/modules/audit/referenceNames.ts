import { isPlainObject } from '../../../common/json';
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import type { ReferenceNames } from '../../../common/schemas/audit';
import type { Executor } from '../../db/client';
import { namesOf, referencesOf } from '../../lib/resources/referenceNames';

type Row = Record<string, unknown>;

/** What an event's record held in a field, before and after. */
const valuesOf = (event: Row, key: string) =>
  [event.before, event.after].map((values) => (isPlainObject(values) ? values[key] : undefined));

/**
 * Gives each event of a defined resource the names of the records its reference fields held,
 * read now, one query a field a page: a timeline reads `Tướng: Airi → Violet`, not the heroes'
 * ids. A record deleted since has no name, and is read by its id.
 */
export async function withReferenceNames(db: Executor, events: Row[]): Promise<Row[]> {
  const byResource = new Map<unknown, ReferenceNames>();
  for (const resource of new Set(events.map((event) => event.resource))) {
    const definition = RESOURCE_DEFINITIONS.find((d) => d.apiPath === resource);
    if (!definition) continue;
    const own = events.filter((event) => event.resource === resource);
    const names: ReferenceNames = {};
    for (const reference of referencesOf(definition)) {
      const values = own.flatMap((event) => valuesOf(event, reference.key));
      const found = await namesOf(db, reference, values);
      names[reference.key] = Object.fromEntries(
        [...found].map(([id, name]) => [String(id), String(name)]),
      );
    }
    byResource.set(resource, names);
  }
  return events.map((event) => ({ ...event, names: byResource.get(event.resource) ?? {} }));
}
