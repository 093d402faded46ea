import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { vi } from '../../i18n/vi';

/** Back in the app's history when there is some, otherwise home. */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/app');
  };
}

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: string;
}

/** A full-width message with a back button: the 404 and the generic error page. */
export function StatusPage({ icon, title, text }: StatusPageProps) {
  const goBack = useGoBack();
  return (
    <Box
      role="alert"
      sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center', py: 8, px: 2 }}
    >
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }}>{icon}</Box>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Button variant="contained" onClick={goBack}>
        {vi.app.errors.back}
      </Button>
    </Box>
  );
}
