import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

// One formatter each for every cell: react-admin's DateField calls toLocaleDateString per cell,
// which builds a new one each time. A bare day ('2019-10-02') is read in UTC, as DateField does.
const BARE_DAY = new Intl.DateTimeFormat('vi-VN', { timeZone: 'UTC' });
const LOCAL_DAY = new Intl.DateTimeFormat('vi-VN');

/** A date field's day as Vietnamese write it (2/10/2019): DateField with locales="vi-VN". */
export function DayField(props: FieldProps) {
  const value: unknown = useFieldValue(props);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (value === '') return null;
  const date = new Date(value);
  const format = typeof value === 'string' && value.length <= 10 ? BARE_DAY : LOCAL_DAY;
  return (
    <Typography component="span" variant="body2">
      {Number.isNaN(date.getTime()) ? String(date) : format.format(date)}
    </Typography>
  );
}
