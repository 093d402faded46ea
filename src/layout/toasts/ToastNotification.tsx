import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { loadToasts } from './toastsOnDemand';

/**
 * react-admin's `notification` slot: every useNotify() call becomes a toast (`showToast`).
 */
export function ToastNotification() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    // The undoable queue is read from this render: take at most one undoable mutation a turn.
    const undoableAt = notifications.findIndex((n) => n.notificationOptions?.undoable);
    const batch = undoableAt === -1 ? notifications : notifications.slice(0, undoableAt + 1);
    setNotifications((current) => current.slice(batch.length));
    for (const notification of batch) {
      const undoable = notification.notificationOptions?.undoable;
      const mutation = undoable ? (takeMutation() ?? undefined) : undefined;
      loadToasts().then(
        ({ showToast }) => showToast(notification, translate, mutation),
        () => mutation?.({ isUndo: false }),
      );
    }
  }, [notifications, setNotifications, takeMutation, translate]);

  return null;
}
