import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A button's dataProvider action: tells how it went (the server's Vietnamese message on
 * failure) and reloads what is on screen. `run` answers whether it succeeded.
 */
export function useNotifiedAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation({ mutationFn: (action: () => Promise<unknown>) => action() });
  const run = async (action: () => Promise<unknown>, doneMessage: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(action);
      notify(doneMessage, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return false;
    }
  };
  return { run, running: mutation.isPending };
}
