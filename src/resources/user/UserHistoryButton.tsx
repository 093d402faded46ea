import HistoryIcon from '@mui/icons-material/History';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { UserRow } from '../../../common/adminApi';
import { RecordTimeline } from '../../lib/RecordTimeline';
import '../../i18n/areas/admin';
import '../../i18n/areas/audit';

/** A user's writes: their lock, sign-in identities (`users`) and groups (`permissions/userGroup`). */
const AUDIT_RESOURCES = ['users', 'permissions/userGroup'];

/**
 * A user has no page of their own: their row's "Lịch sử" opens their timeline in a dialog
 * (only for whoever may read the audit log).
 */
export function UserHistoryButton() {
  const translate = useTranslate();
  const user = useRecordContext<UserRow>();
  const { canAccess } = useCanAccess({ resource: 'admin/audit', action: 'list' });
  const [open, setOpen] = useState(false);
  if (!user || !canAccess) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label={translate('app.admin.user.history')} onClick={() => setOpen(true)}>
        <HistoryIcon />
      </Button>
      {open && (
        <Dialog open onClose={close} fullWidth maxWidth="sm">
          <DialogTitle>{translate('app.admin.user.historyOf', { name: user.name })}</DialogTitle>
          <DialogContent>
            <RecordTimeline auditResource={AUDIT_RESOURCES} />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={close} />
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
