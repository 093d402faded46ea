import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import type { NotificationPayload, UndoableMutation, useTranslate } from 'react-admin';
import { toast, type TypeOptions } from 'react-toastify';
import { TOAST_TIMEOUT_MS } from './ToastHost';

const warnBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();

function UndoableMessage(props: { message: ReactNode; undoLabel: string; onUndo: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
      <span>{props.message}</span>
      <Button size="small" onClick={props.onUndo}>
        {props.undoLabel}
      </Button>
    </Box>
  );
}

/**
 * One react-admin notification as a toast. An undoable mutation runs when its toast closes, or
 * is rolled back by the toast's undo button, as react-admin's own snackbar does.
 */
export function showToast(
  { message, type, notificationOptions = {} }: NotificationPayload,
  translate: ReturnType<typeof useTranslate>,
  mutation: UndoableMutation | undefined,
) {
  const { autoHideDuration, messageArgs } = notificationOptions;
  const text =
    typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  const autoClose: number | false =
    autoHideDuration === null ? false : (autoHideDuration ?? TOAST_TIMEOUT_MS);
  const options = { type: type as TypeOptions, autoClose };
  if (!mutation) {
    toast(text, options);
    return;
  }
  let undone = false;
  window.addEventListener('beforeunload', warnBeforeLeaving);
  const id = toast(
    <UndoableMessage
      message={text}
      undoLabel={translate('ra.action.undo')}
      onUndo={() => {
        undone = true;
        toast.dismiss(id);
      }}
    />,
    {
      ...options,
      onClose: () => {
        window.removeEventListener('beforeunload', warnBeforeLeaving);
        mutation({ isUndo: undone });
      },
    },
  );
}
