import BugReportIcon from '@mui/icons-material/BugReport';
import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { vi } from '../../i18n/vi';
import { usePublicConfig } from '../../lib/publicConfig';

const text = vi.app.errors;

interface ErrorScreenProps {
  error: Error;
  componentStack?: string | null;
  onHome: () => void;
}

const stackSx = {
  m: 0,
  p: 1,
  overflow: 'auto',
  maxHeight: 240,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  bgcolor: 'action.hover',
  borderRadius: 1,
} as const;

/** The uncaught-error screen of SPEC 2: how to report it, the way home, and the details. */
export function ErrorScreen({ error, componentStack, onHome }: ErrorScreenProps) {
  const email = usePublicConfig('SUPPORT_EMAIL');
  return (
    <Box
      role="alert"
      sx={{ maxWidth: 800, mx: 'auto', p: { xs: 1, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'error.main' }}>
        <BugReportIcon fontSize="large" />
        <Typography variant="h4" component="h1">
          {text.uncaughtTitle}
        </Typography>
      </Box>
      <Box>
        <Typography variant="h6" component="h2">
          {text.guide}
        </Typography>
        <Box component="ol" sx={{ my: 1, pl: 3 }}>
          <li>{text.stepScreenshot}</li>
          <li>
            {text.stepSend}{' '}
            {email ? (
              <Link href={`mailto:${email}`} data-testid="support-email">
                {email}
              </Link>
            ) : (
              text.emailUnset
            )}
          </li>
          <li>{text.stepDescribe}</li>
        </Box>
        <Typography color="text.secondary">{text.replyPromise}</Typography>
      </Box>
      <Box>
        <Button variant="contained" onClick={onHome}>
          {text.home}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {text.details}
        </Typography>
        <Typography variant="subtitle2">{text.errorStack}</Typography>
        <Box component="pre" sx={stackSx} data-testid="error-stack">
          {error.stack ?? String(error)}
        </Box>
        <Typography variant="subtitle2">{text.componentStack}</Typography>
        <Box component="pre" sx={stackSx} data-testid="component-stack">
          {componentStack?.trim()}
        </Box>
      </Paper>
    </Box>
  );
}
