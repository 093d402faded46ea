// /app/admin
import { Box } from '@mui/material';
import { Authenticated, Title, useTranslate } from 'react-admin';
import { NavCardGrid } from '../../layout/cards/NavCard';
import { useGrantedCards } from '../../layout/cards/useGrantedCards';
import { PageLoading } from '../../layout/PageLoading';
import { adminCards } from './adminCards';
import '../../i18n/areas/adminHome';

function AdminCards() {
  const translate = useTranslate();
  const cards = useGrantedCards(adminCards);
  if (!cards) return <PageLoading />;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('app.admin.title')} />
      <NavCardGrid cards={cards} />
    </Box>
  );
}

/** /app/admin: the admin areas this user may open. */
export function AdminIndexPage() {
  return (
    <Authenticated>
      <AdminCards />
    </Authenticated>
  );
}
