// /app
import { Box, Button, Typography } from '@mui/material';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { NavCardGrid } from '../../layout/cards/NavCard';
import { useGrantedCards } from '../../layout/cards/useGrantedCards';
import { PageLoading } from '../../layout/PageLoading';
import { startSignIn } from '../login';
import { AwaitingApproval, WaitingAccountsNotice } from './AccessNotices';
import { homeCards } from './homeCards';

/** /app: a greeting and the cards this visitor may use (or, for a new account, its wait). */
export function HomePage() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const cards = useGrantedCards(homeCards);
  if (isPending || !cards) return <PageLoading />;
  if (identity?.awaitingApproval) return <AwaitingApproval email={String(identity.email)} />;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      {identity ? (
        <Typography variant="h5" component="h1" data-testid="greeting">
          {translate('app.home.greeting', { name: identity.fullName })}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1">{translate('app.home.anonymous')}</Typography>
          <Button variant="contained" onClick={startSignIn}>
            {translate('app.login.google')}
          </Button>
        </Box>
      )}
      <WaitingAccountsNotice permissions={permissions ?? []} />
      <NavCardGrid cards={cards} />
    </Box>
  );
}
