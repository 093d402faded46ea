import { useEffect, useRef, useState } from 'react';
import { useLiveEvent, useLiveStatus } from '../../../lib/live/useLive';
import type { Task } from '../../../providers/answers';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import { failureOf, type ActionFailure } from '../collage/SubmitError';

const POLL_MS = 1000;
const RETRY_MAX_MS = 10_000;

const isUnfinished = (task: Task) => task.status === 'queued' || task.status === 'running';

/** A refusal (4xx) ends the watch; a dropped connection or a server error is worth another try. */
const isRefusal = (error: unknown) => {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Reads the task again each time its change is pushed, or every second while changes are not
 * pushed, until it has finished. While the connection is down it keeps the last answer, says it
 * is reconnecting and tries again, a little slower each time.
 */
export function useLiveTask(taskId: number) {
  const dataProvider = useBeliDataProvider();
  const [task, setTask] = useState<Task | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const pushed = useLiveStatus() === 'up';
  const readNow = useRef(() => {});
  useLiveEvent('task', (data) => {
    if (data.id === taskId) readNow.current();
  });
  useLiveEvent('refetch', () => readNow.current());
  // Read again when the channel opens or drops: nothing changed meanwhile is missed.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let retryMs = POLL_MS;
    const read = async () => {
      try {
        const current = await dataProvider.getTask(taskId);
        if (stopped) return;
        setTask(current);
        setReconnecting(false);
        retryMs = POLL_MS;
        if (isUnfinished(current) && !pushed) timer = setTimeout(read, POLL_MS);
      } catch (error) {
        if (stopped) return;
        if (isRefusal(error)) {
          setFailure(failureOf(error));
          return;
        }
        setReconnecting(true);
        timer = setTimeout(read, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    };
    readNow.current = () => {
      clearTimeout(timer);
      void read();
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [taskId, dataProvider, pushed]);
  return { task, failure, reconnecting };
}
