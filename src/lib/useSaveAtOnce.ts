import { useNotify, useUpdate, type HttpError, type RaRecord } from 'react-admin';

/**
 * Saves some fields of one record at once, pessimistically (the screen changes when the server
 * agrees), then notifies `done.message` about `done.name`; a refusal shows the API's message.
 */
export function useSaveAtOnce<T extends RaRecord>(resource: string) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<T, HttpError>();
  const save = (
    record: T,
    data: Partial<T>,
    done: { message: string; name: string },
    onSettled?: () => void,
  ) =>
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done.message, { messageArgs: { name: done.name } }),
        onError: (error) => notify(error.message, { type: 'error' }),
        onSettled,
      },
    );
  return { save, isPending };
}
