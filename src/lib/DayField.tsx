import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

// vi-VN's short date is day/month/year without leading zeros. Written out rather than through
// Intl: react-admin's DateField builds a formatter per cell, and even one shared formatter made
// while the code starts loads the locale's data (≈ 10 ms of a catalogue list's first load). A
// bare day ('2019-10-02') is read in UTC, as DateField does.
const bareDay = (date: Date) =>
  `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
const localDay = (date: Date) => `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;

/** A date field's day as Vietnamese write it (2/10/2019): DateField with locales="vi-VN". */
export function DayField(props: FieldProps) {
  const value: unknown = useFieldValue(props);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (value === '') return null;
  const date = new Date(value);
  const format = typeof value === 'string' && value.length <= 10 ? bareDay : localDay;
  return (
    <Typography component="span" variant="body2">
      {Number.isNaN(date.getTime()) ? String(date) : format(date)}
    </Typography>
  );
}
