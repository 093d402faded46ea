import CheckIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useNotifiedAction } from '../../lib/useNotifiedAction';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/admin';

/**
 * The user list's bulk actions for accounts waiting for approval ("Chờ duyệt"): approve them
 * (they join the new accounts' groups) or refuse them (they are locked and signed out).
 */
export function ApprovalButtons() {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const { selectedIds, onUnselectItems } = useListContext();
  const { run, running } = useNotifiedAction();
  const answer = async (approve: boolean) => {
    const done = await run(
      () => dataProvider.answerWaitingAccounts(selectedIds.map(Number), approve),
      ({ count }) =>
        translate(`app.admin.user.${approve ? 'approved' : 'refused'}`, { smart_count: count }),
    );
    if (done) onUnselectItems();
  };
  return (
    <>
      <Button label="app.admin.user.approve" disabled={running} onClick={() => answer(true)}>
        <CheckIcon />
      </Button>
      <Button
        label="app.admin.user.refuse"
        color="warning"
        disabled={running}
        onClick={() => answer(false)}
      >
        <PersonOffIcon />
      </Button>
    </>
  );
}
