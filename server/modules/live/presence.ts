import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../../common/resources';
import type { EditViewer } from '../../../common/live';
import type { PermissionName } from '../../../common/permissions';

/** An edit page says it is still open every 15 s: one silent for this long has closed. */
const PRESENCE_TTL_MS = 40_000;

/** What an edit page announces on the `live_presence` channel. */
export interface PresenceNote {
  resource: string;
  id: string;
  userId: number;
  name: string;
  open: boolean;
}

/** Who has one record's edit page open, for the editors of its resource. */
export interface PresenceEvent {
  data: { resource: string; id: string; viewers: EditViewer[] };
  permission: PermissionName;
}

/** The SSE text of a presence event: no id, it is no change a reconnecting stream replays. */
export const presenceText = (event: PresenceEvent) =>
  `event: presence\ndata: ${JSON.stringify(event.data)}\n\n`;

const definitionOfName = new Map(RESOURCE_DEFINITIONS.map((d) => [d.name, d]));

/** The definition whose edit pages may announce themselves, or undefined. */
export const presenceDefinition = (resource: string): ResourceDefinition | undefined =>
  definitionOfName.get(resource);

/** Who may open a resource's edit pages: who is told who has one open, and may say so. */
export const editorsOf = (definition: ResourceDefinition) => definition.access.write;

/**
 * Who has which record's edit page open, as every process heard it announced (so each process
 * knows it whichever one the page announced itself to); each change is told to `announce`.
 */
export class EditPresence {
  private readonly records = new Map<string, Map<number, { name: string; until: number }>>();
  private readonly listeners = new Set<(event: PresenceEvent) => void>();

  /** A payload the channel carried. */
  heard(payload: string) {
    let note: PresenceNote;
    try {
      note = JSON.parse(payload) as PresenceNote;
    } catch {
      return;
    }
    const key = JSON.stringify([note.resource, note.id]);
    const viewers = this.records.get(key) ?? new Map<number, { name: string; until: number }>();
    const was = viewers.has(note.userId);
    if (note.open)
      viewers.set(note.userId, { name: note.name, until: Date.now() + PRESENCE_TTL_MS });
    else viewers.delete(note.userId);
    if (viewers.size) this.records.set(key, viewers);
    else this.records.delete(key);
    if (was !== note.open) this.announce(note.resource, note.id);
  }

  /** Forgets pages not heard of for PRESENCE_TTL_MS (a browser closed without saying so). */
  sweep() {
    const now = Date.now();
    for (const [key, viewers] of this.records) {
      const before = viewers.size;
      for (const [userId, viewer] of viewers) if (viewer.until <= now) viewers.delete(userId);
      if (!viewers.size) this.records.delete(key);
      if (viewers.size !== before) this.announce(...(JSON.parse(key) as [string, string]));
    }
  }

  /** Who has the record's edit page open, as this process last heard. */
  viewersOf(resource: string, id: string): PresenceEvent['data']['viewers'] {
    return [...(this.records.get(JSON.stringify([resource, id])) ?? [])].map(
      ([userId, { name }]) => ({ id: userId, name }),
    );
  }

  subscribe(listener: (event: PresenceEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private announce(resource: string, id: string) {
    const definition = presenceDefinition(resource);
    if (!definition) return;
    const viewers = this.viewersOf(resource, id);
    const event = { data: { resource, id, viewers }, permission: editorsOf(definition) };
    for (const listener of this.listeners) listener(event);
  }
}
