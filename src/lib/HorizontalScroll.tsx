import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table scrolls inside itself on a phone; react-admin's layout would otherwise widen the
 * whole page to fit it. On a phone the menu is a drawer, so the content spans the viewport.
 * A list's bulk-actions bar would slide up over the list's toolbar, outside this box, where the
 * scrolling clips it: here it opens in place above the table instead.
 */
export function HorizontalScroll({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        overflowX: 'auto',
        maxWidth: { xs: 'calc(100vw - 16px)', sm: 'none' },
        // Doubled to outweigh react-admin's own rule, which is inserted later.
        '&& .RaBulkActionsToolbar-toolbar': {
          position: 'static',
          transform: 'none',
        },
      }}
    >
      {children}
    </Box>
  );
}
