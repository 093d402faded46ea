import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table scrolls inside itself on a phone; react-admin's layout would otherwise widen the
 * whole page to fit it. On a phone the menu is a drawer, so the content spans the viewport.
 */
export function HorizontalScroll({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: { xs: 'calc(100vw - 16px)', sm: 'none' } }}>
      {children}
    </Box>
  );
}
