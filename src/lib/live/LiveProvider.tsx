import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { openLiveChannel } from '../../providers/liveChannel';
import { afterDrawn } from './afterDrawn';
import { takePushedBalance } from './pushedBalance';

type Listener = (kind: string, data: Record<string, unknown>) => void;

export interface LiveState {
  /** `up`: changes are pushed, and pages that would poll wait for them instead. */
  status: 'connecting' | 'up' | 'down';
  /** Calls `listener` with each event until the answered function is called. */
  subscribe(listener: Listener): () => void;
  /**
   * Until the answered function is called, a change of `resource` marks its lists stale without
   * fetching them: the list on screen decides when (`LiveListNotice`).
   */
  holdLists(resource: string): () => void;
}

export const LiveContext = createContext<LiveState>({
  status: 'connecting',
  subscribe: () => () => {},
  holdLists: () => () => {},
});

/** react-admin's query kinds that read a list, refreshed when its resource changed. */
const LIST_QUERIES = new Set(['getList', 'getInfiniteList', 'getMany', 'getManyReference']);
/** Those a list page shows its rows with. */
const PAGE_QUERIES = new Set(['getList', 'getInfiniteList']);
/**
 * The app's own queries (`['beli', …]`) showing what a balance event does not carry: a wallet's
 * entries, and a system wallet's balance (the other side of a member's top-up or transfer).
 */
const MOVEMENT_QUERIES = new Set(['entries', 'wallet']);

const keyOf = (query: Query) => query.queryKey as unknown[];

/**
 * What each event makes stale: the queries reading what it is about are fetched again (those on
 * screen at once). An edit page's own record is left alone: refetching it would reset a form
 * being typed in; its save still meets the 409 guard.
 */
function invalidateFor(
  client: QueryClient,
  kind: string,
  data: Record<string, unknown>,
  held: ReadonlyMap<string, number>,
) {
  const invalidate = (predicate: (key: unknown[]) => boolean) =>
    void client.invalidateQueries({ predicate: (query) => predicate(keyOf(query)) });
  if (kind === 'refetch') void client.invalidateQueries();
  else if (kind === 'changed') {
    const names = [data.resource, data.apiPath];
    const isHeld = ([resource, method]: unknown[]) =>
      held.has(String(resource)) && PAGE_QUERIES.has(String(method));
    invalidate((key) => names.includes(key[0]) && LIST_QUERIES.has(String(key[1])) && !isHeld(key));
    void client.invalidateQueries({
      predicate: (query) => names.includes(keyOf(query)[0]) && isHeld(keyOf(query)),
      refetchType: 'none',
    });
  } else if (kind === 'balance') {
    // The event carries the balance and held amount: the pages showing them take them as pushed.
    takePushedBalance(client, {
      userId: Number(data.userId),
      balance: Number(data.balance),
      held: Number(data.held),
    });
    invalidate(([scope, what]) => scope === 'beli' && MOVEMENT_QUERIES.has(String(what)));
  } else if (kind === 'order') {
    // The event carries what changed: an order on screen takes it without reading it again.
    const isThisOrder = ([resource, method, params]: unknown[]) =>
      resource === 'payments/orders' &&
      method === 'getOne' &&
      (params as { id?: unknown } | undefined)?.id === String(data.id);
    client.setQueriesData<object>(
      { predicate: (query) => isThisOrder(keyOf(query)) },
      (order) => order && { ...order, ...data },
    );
    // Its lists are read again once the order is drawn: the member is looking at the order.
    afterDrawn(() => invalidate((key) => key[0] === 'payments/orders' && !isThisOrder(key)));
  } else if (kind === 'task') {
    invalidate(([resource]) => resource === `tools/${String(data.toolId)}/tasks`);
  }
}

/** The records pages follow (polling while the channel is down): read once when it opens. */
const isFollowed = ([resource]: unknown[]) =>
  resource === 'payments/orders' || /^tools\/\d+\/tasks$/.test(String(resource));

/** One push channel for the whole app (GET /api/events), its events turned into fresh queries. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveState['status']>('connecting');
  const listeners = useRef(new Set<Listener>());
  const held = useRef(new Map<string, number>());
  useEffect(
    () =>
      openLiveChannel({
        event: (kind, data) => {
          if (kind === 'ready') {
            setStatus('up');
            void client.invalidateQueries({ predicate: (query) => isFollowed(keyOf(query)) });
          }
          invalidateFor(client, kind, data, held.current);
          for (const listener of listeners.current) listener(kind, data);
        },
        down: () => setStatus('down'),
      }),
    [client],
  );
  const state = useMemo<LiveState>(
    () => ({
      status,
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      holdLists: (resource) => {
        const holds = held.current;
        holds.set(resource, (holds.get(resource) ?? 0) + 1);
        return () => {
          const left = (holds.get(resource) ?? 1) - 1;
          if (left) holds.set(resource, left);
          else holds.delete(resource);
        };
      },
    }),
    [status],
  );
  return <LiveContext.Provider value={state}>{children}</LiveContext.Provider>;
}
