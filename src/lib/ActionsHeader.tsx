import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { screenReaderOnly } from './screenReaderOnly';

/** The header of a table's column of row buttons: named for screen readers, not shown. */
export function ActionsHeader() {
  const translate = useTranslate();
  return (
    <Box component="span" sx={screenReaderOnly}>
      {translate('app.list.actions')}
    </Box>
  );
}
