import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import '../../i18n/areas/payment';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  // Plain http on an office network has no Clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

interface Props {
  /** Names the value for tests and the page's own links. */
  name: string;
  label: string;
  /** What is shown; `copy` is what goes to the clipboard when it differs. */
  value: string;
  copy?: string;
  emphasis?: boolean;
}

/** One payment detail with its copy button. */
export function CopyRow({ name, label, value, copy, emphasis }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const onCopy = () =>
    copyText(copy ?? value).then(
      () => notify('app.payment.copied', { messageArgs: { field: label.toLowerCase() } }),
      () => undefined,
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography
          sx={{ fontWeight: emphasis ? 700 : 500, overflowWrap: 'anywhere' }}
          data-testid={`pay-${name}`}
        >
          {value}
        </Typography>
      </Box>
      <Tooltip title={translate('app.payment.copy', { field: label.toLowerCase() })}>
        <IconButton
          aria-label={translate('app.payment.copy', { field: label.toLowerCase() })}
          onClick={onCopy}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
