import { useEffect, useRef } from 'react';

/**
 * One key per submission: a retry or a double click of the same choice sends the same key (the
 * server charges once). A new choice, or `renew` after a success, starts the next submission.
 */
export function useIdempotencyKey(choice: unknown) {
  const key = useRef<string>(crypto.randomUUID());
  const fingerprint = JSON.stringify(choice);
  useEffect(() => {
    key.current = crypto.randomUUID();
  }, [fingerprint]);
  return {
    key: () => key.current,
    renew: () => {
      key.current = crypto.randomUUID();
    },
  };
}
