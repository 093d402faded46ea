import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A button's dataProvider action: tells how it went (the server's Vietnamese message on
 * failure) and reloads what is on screen. The message may be drawn from the action's answer.
 * `run` answers whether it succeeded.
 */
export function useNotifiedAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation({ mutationFn: (action: () => Promise<unknown>) => action() });
  const run = async <T>(
    action: () => Promise<T>,
    doneMessage: string | ((answer: T) => string),
  ): Promise<boolean> => {
    try {
      const answer = (await mutation.mutateAsync(action)) as T;
      notify(typeof doneMessage === 'string' ? doneMessage : doneMessage(answer), {
        type: 'success',
      });
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
