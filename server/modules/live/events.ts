import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import type { PermissionName } from '../../../common/permissions';
import type { AuthUser } from '../../plugins/auth';

/**
 * One change the app shows live, as the `live` channel announced it (migration 0027): its kind
 * is the SSE event's name, `data` what the app is told, `to` who may receive it.
 */
export interface LiveEvent {
  id: string;
  kind: 'balance' | 'order' | 'task' | 'changed';
  data: Record<string, unknown>;
  to: { userId?: number; permission: PermissionName };
}

/** Who reads every record of a kind, besides its owner: the permission of its admin list. */
const OWNED_KINDS = {
  balance: 'wallet.all',
  order: 'payment.all',
  task: 'tool.all',
} as const satisfies Record<string, PermissionName>;

const definitionOfTable = new Map(RESOURCE_DEFINITIONS.map((d) => [d.table, d]));

/** The event a notification announces, or null for one this code does not know. */
export function liveEventOf(id: string, payload: Record<string, unknown>): LiveEvent | null {
  const { kind } = payload;
  const data = Object.fromEntries(
    Object.entries(payload).filter(([key]) => key !== 'kind' && key !== 'tx'),
  );
  if (kind === 'changed') {
    const definition = definitionOfTable.get(String(data.table));
    if (!definition) return null;
    // Who sees the whole list: a member reads only their own orders, and is not told of others'.
    const permission = definition.access.pages ?? definition.access.read;
    const about = { resource: definition.name, apiPath: definition.apiPath };
    return { id, kind, data: about, to: { permission } };
  }
  if (typeof kind !== 'string' || !(kind in OWNED_KINDS)) return null;
  const owned = kind as keyof typeof OWNED_KINDS;
  // `userId` stays in `data`: a reader of everyone's tells their own from others' by it.
  return {
    id,
    kind: owned,
    data,
    to: { userId: Number(data.userId), permission: OWNED_KINDS[owned] },
  };
}

/** Whether `user` may read the record the event is about. */
export const mayReceive = (user: AuthUser, event: LiveEvent) =>
  event.to.userId === user.id || user.permissions.has(event.to.permission);
