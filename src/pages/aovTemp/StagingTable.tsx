import {
  Checkbox,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { StagingCell } from './StagingCell';
import { StagingPicture } from './StagingPicture';
import type { StagedRow, StagedRowStatus as RowStatus } from '../../../common/aov';
import '../../i18n/areas/aovPages';

const STATUS_COLORS: Record<RowStatus, 'success' | 'warning' | 'default' | 'error'> = {
  new: 'success',
  changed: 'warning',
  unchanged: 'default',
  error: 'error',
};

interface Props {
  rows: StagedRow[];
  /** The field shown as a thumbnail, if the kind has a picture (last: a phone keeps the key columns). */
  picture?: string;
  fields: readonly string[];
  label: (field: string) => string;
  selected: Set<number>;
  onSelect: (ids: Set<number>) => void;
  onEdit: (row: StagedRow) => void;
}

/** The staged rows side by side with the catalogue: imported value, and what it replaces. */
export function StagingTable({ rows, picture, fields, label, selected, onSelect, onEdit }: Props) {
  const translate = useTranslate();
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={!all && selected.size > 0}
                onChange={() => onSelect(all ? new Set() : new Set(rows.map((r) => r.id)))}
                slotProps={{ input: { 'aria-label': translate('app.aov.staging.selectAll') } }}
              />
            </TableCell>
            <TableCell>{translate('app.aov.staging.line')}</TableCell>
            <TableCell>{translate('app.aov.staging.status')}</TableCell>
            {fields.map((field) => (
              <TableCell key={field}>{label(field)}</TableCell>
            ))}
            {picture && <TableCell>{translate('app.aov.staging.picture')}</TableCell>}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={selected.has(row.id)} data-testid="staged-row">
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                  slotProps={{
                    input: { 'aria-label': `${translate('app.aov.staging.line')} ${row.line}` },
                  }}
                />
              </TableCell>
              <TableCell>{row.line}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLORS[row.status]}
                  label={translate(`app.aov.staging.statuses.${row.status}`)}
                />
                {row.errors?._ && <div>{row.errors._}</div>}
              </TableCell>
              {fields.map((field) => (
                <TableCell key={field}>
                  <StagingCell row={row} field={field} />
                </TableCell>
              ))}
              {picture && (
                <TableCell>
                  <StagingPicture row={row} field={picture} />
                </TableCell>
              )}
              <TableCell>
                <IconButton
                  aria-label={translate('app.aov.staging.edit', { line: row.line })}
                  onClick={() => onEdit(row)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
