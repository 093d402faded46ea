import type { SxProps } from '@mui/material';

/** Read by screen readers, not shown (the usual clip pattern, as MUI's own `visuallyHidden`). */
export const screenReaderOnly: SxProps = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
