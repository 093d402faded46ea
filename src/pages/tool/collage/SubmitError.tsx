import { Alert, Button } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import '../../../i18n/areas/tools';

export interface ActionFailure {
  message: string;
  code?: string;
}

/** What an API call's rejection says, with its stable code when the server gave one. */
export function failureOf(error: unknown): ActionFailure {
  const body = (error as { body?: { code?: string; message?: string } }).body;
  const message = body?.message ?? (error instanceof Error ? error.message : String(error));
  return { message, ...(body?.code && { code: body.code }) };
}

/** The server's message; a short balance also offers the way to the top-up page. */
export function SubmitError({ failure }: { failure: ActionFailure | null }) {
  const translate = useTranslate();
  const basename = useBasename();
  if (!failure) return null;
  const short = failure.code === 'INSUFFICIENT_BALANCE';
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        short ? (
          <Button component={Link} to={`${basename}/payment`} color="inherit" size="small">
            {translate('app.tools.topUp')}
          </Button>
        ) : undefined
      }
    >
      {short ? translate('app.tools.insufficient') : failure.message}
    </Alert>
  );
}
