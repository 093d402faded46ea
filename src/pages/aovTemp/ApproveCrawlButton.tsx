import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { ApproveResult } from '../../../common/aov';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/aovPages';

/**
 * Approves everything a crawl staged in one transaction (heroes first, then their skins), after
 * the admin confirms; `onApproved` reloads the staged rows, now matching the catalogue.
 */
export function ApproveCrawlButton({ onApproved }: { onApproved: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useBeliDataProvider();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const counts = (result: ApproveResult) =>
    translate('app.aov.staging.crawl.approvedCounts', { ...result });

  async function approve() {
    setAsking(false);
    setSending(true);
    try {
      const { heroes, skins } = await dataProvider.approveCrawl();
      notify(
        translate('app.aov.staging.crawl.approvedAll', {
          heroes: counts(heroes),
          skins: counts(skins),
        }),
        { type: 'success' },
      );
      await onApproved();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button
        variant="contained"
        color="success"
        disabled={sending}
        onClick={() => setAsking(true)}
      >
        {translate('app.aov.staging.crawl.approveAll')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={sending}
        title={translate('app.aov.staging.crawl.approveAllTitle')}
        content={translate('app.aov.staging.crawl.approveAllContent')}
        confirm={translate('app.aov.staging.crawl.approveAll')}
        onConfirm={() => void approve()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
