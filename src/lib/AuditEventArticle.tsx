import { Box, Link, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Button, useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { changeLine, describeEvent } from '../../common/audit/describeEvent';
import type { Json } from '../../common/json';
import type { AuditEventView } from '../../common/schemas/audit';
import '../i18n/areas/audit';

type AuditEvent = Json<AuditEventView>;

const localTime = (moment: Date) => moment.toLocaleString('vi-VN');

const Lines = ({ lines }: { lines: string[] }) =>
  lines.length > 0 && (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <Typography key={line} component="li" variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );

interface Props {
  event: AuditEvent;
  /**
   * The page (under /app) its record's name links to, when the reader may open it (the audit
   * log; a record's own timeline is on that page).
   */
  pathOf?: (event: AuditEvent) => string | null;
  /** More lines for the details: the client's address, the request's id (the audit log). */
  more?: string[];
  /** Below the event: its timeline's "put back". */
  children?: ReactNode;
}

/**
 * One audit event as a sentence (who did what to which record, and when, in the reader's time)
 * and the fields it changed under the screens' labels; stamps, keys and hashes behind "Chi tiết".
 * The audit log and every record's timeline draw events with it.
 */
export function AuditEventArticle({ event, pathOf, more = [], children }: Props) {
  const basename = useBasename();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const described = describeEvent(event, localTime);
  const details = [...described.details.map(changeLine), ...more];
  const path = pathOf?.(event) ?? null;
  return (
    <Box
      component="article"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {described.actor}
        </Box>{' '}
        {described.did}
        {described.target && ' '}
        {described.target && path ? (
          <Link component={RouterLink} to={`${basename}${path}`}>
            {described.target}
          </Link>
        ) : (
          described.target
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        <time dateTime={event.at}>{localTime(new Date(event.at))}</time>
      </Typography>
      <Lines lines={described.changes.map(changeLine)} />
      {details.length > 0 && (
        <>
          <Button
            size="small"
            label="app.audit.details"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          />
          <Box id={detailsId} hidden={!open} sx={{ color: 'text.secondary' }}>
            {open && <Lines lines={details} />}
          </Box>
        </>
      )}
      {children}
    </Box>
  );
}
