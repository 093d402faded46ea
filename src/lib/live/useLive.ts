import { useContext, useEffect, useRef } from 'react';
import { LiveContext } from './LiveProvider';

export const useLiveStatus = () => useContext(LiveContext).status;

/**
 * Polls every `ms` only while changes are not pushed (react-query's `refetchInterval`): the
 * channel connecting, or down.
 */
export function usePollingWhileDown(ms: number): number | false {
  return useLiveStatus() === 'up' ? false : ms;
}

/** Calls `onEvent` with each pushed event of `kind`. */
export function useLiveEvent(kind: string, onEvent: (data: Record<string, unknown>) => void) {
  const { subscribe } = useContext(LiveContext);
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(
    () => subscribe((eventKind, data) => eventKind === kind && latest.current(data)),
    [subscribe, kind],
  );
}

/** Pushed changes within this long of the first are one change. */
const ONE_CHANGE_MS = 250;

/**
 * Calls `onChange` once for the pushed changes of the resource at `apiPath` that come within
 * ONE_CHANGE_MS of each other's first: a burst of writes, each its own transaction (the bank
 * reporting several transfers at once, or a reconciliation taking in the ones it missed), is
 * read once rather than once each. A steady stream of changes is still read every ONE_CHANGE_MS.
 */
export function useLiveChange(apiPath: string, onChange: () => void) {
  const latest = useRef(onChange);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => () => clearTimeout(pending.current), []);
  useLiveEvent('changed', (data) => {
    if (data.apiPath !== apiPath || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      latest.current();
    }, ONE_CHANGE_MS);
  });
}
