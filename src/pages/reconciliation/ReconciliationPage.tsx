// /app/admin/payment/reconciliation
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import { bankEvents } from '../../../common/resources/bankEvents';
import { useLiveChange } from '../../lib/live/useLive';
import { useNotifiedAction } from '../../lib/useNotifiedAction';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { MissingInBank, MissingInPortal } from './ReconciliationTables';
import '../../i18n/areas/payment';

const HOUR = 3_600_000;
/** `datetime-local` writes the browser's wall clock; the API takes an instant. */
const toInput = (at: Date) =>
  new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const toInstant = (input: string) => new Date(input).toISOString();
/** The end of the current minute: a transfer of this minute falls within the window. */
const untilNow = () => toInput(new Date(Math.ceil(Date.now() / 60_000) * 60_000));

/** payment.all: the bank feed (SePay) against BELI's bank events for a window, both ways. */
export function ReconciliationPage() {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const { run, running } = useNotifiedAction();
  const [from, setFrom] = useState(() => toInput(new Date(Date.now() - 24 * HOUR)));
  const [to, setTo] = useState(untilNow);
  // Until the reader picks an end, the window runs up to now and follows each new bank event.
  const [toPicked, setToPicked] = useState(false);
  const [asked, setAsked] = useState({ from, to });
  const client = useQueryClient();
  const status = useQuery({
    queryKey: ['beli', 'reconciliation', 'status'],
    queryFn: () => dataProvider.reconciliationStatus(),
  });
  const configured = status.data?.configured === true;
  const comparison = ['beli', 'reconciliation', asked.from, asked.to];
  const { data, error, isPending } = useQuery({
    queryKey: comparison,
    queryFn: () => dataProvider.compareWithBank(toInstant(asked.from), toInstant(asked.to)),
    retry: false,
    enabled: configured,
    // A window moved on by a bank event keeps its tables on screen while it is read again.
    placeholderData: keepPreviousData,
  });
  useLiveChange(bankEvents.apiPath, () => {
    const now = untilNow();
    if (toPicked || now === asked.to)
      return void client.invalidateQueries({ queryKey: comparison });
    setTo(now);
    setAsked({ from: asked.from, to: now });
  });
  const ingest = () =>
    run(
      () => dataProvider.reconcileBank(toInstant(asked.from), toInstant(asked.to)),
      translate('app.reconciliation.ingested'),
    );
  const title = translate('app.reconciliation.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="datetime-local"
          label={translate('app.reconciliation.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="datetime-local"
          label={translate('app.reconciliation.to')}
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setToPicked(true);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="contained"
          onClick={() => {
            const end = toPicked ? to : untilNow();
            setTo(end);
            setAsked({ from, to: end });
          }}
        >
          {translate('app.reconciliation.compare')}
        </Button>
      </Stack>
      {status.data && !configured ? (
        <Alert severity="info">{translate('app.reconciliation.notConfigured')}</Alert>
      ) : isPending ? (
        <Loading />
      ) : error || !data ? (
        <Alert severity="warning">{(error as Error).message}</Alert>
      ) : (
        <Stack spacing={2}>
          {!data.complete && (
            <Alert severity="warning" data-testid="reconciliation-incomplete">
              {translate('app.reconciliation.incomplete', {
                pages: data.pagesRead,
                next: data.nextPage,
                reason: data.stoppedBy,
              })}
            </Alert>
          )}
          <Typography data-testid="reconciliation-summary">
            {translate('app.reconciliation.summary', {
              bank: data.bankCount,
              portal: data.portalCount,
            })}
          </Typography>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('app.reconciliation.missingInPortal')}
              </Typography>
              <MissingInPortal lines={data.missingInPortal} />
              {data.missingInPortal.length > 0 && (
                <Button sx={{ mt: 2 }} variant="outlined" disabled={running} onClick={ingest}>
                  {translate('app.reconciliation.ingest')}
                </Button>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('app.reconciliation.missingInBank')}
              </Typography>
              <MissingInBank lines={data.missingInBank} />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
