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
