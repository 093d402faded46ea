import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { apiCall } from '../providers/httpClient';

/**
 * A POST to one of the `{ data }` action endpoints from a button: tells how it went (the
 * server's Vietnamese message on failure) and reloads what is on screen.
 */
export function useApiAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const run = async (path: string, body: unknown, doneMessage: string): Promise<boolean> => {
    setRunning(true);
    try {
      await apiCall(path, { method: 'POST', body: JSON.stringify(body ?? {}) });
      notify(doneMessage, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}
