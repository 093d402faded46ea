import { useState } from 'react';
import { failureOf, type ActionFailure } from './SubmitError';

/** A button's call to the API: busy while it runs, the server's refusal when it fails. */
export function useSubmit<T>(action: () => Promise<T>, onDone: (result: T) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onDone(await action());
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, failure };
}
