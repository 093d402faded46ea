import {
  Box,
  Link as MuiLink,
  Table,
  TableContainer,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  ListBase,
  Pagination,
  useBasename,
  useListContext,
  useTranslate,
  type ListControllerProps,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { formatBeli } from '../../../common/beli';
import { ActionsHeader } from '../../lib/ActionsHeader';
import { ExportListButton } from '../../lib/ExportListButton';
import type { Run, Task } from '../../providers/answers';
import { AuthImage } from '../../lib/AuthImage';
import '../../i18n/areas/tools';

export interface ExtraColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A task whose price is held until it ends: no transaction yet. */
const isHeld = (row: Run | Task) => 'heldAmount' in row && row.heldAmount !== null;

const when = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'medium' });

interface ResultListProps<T extends RaRecord> {
  /** `tools/{toolId}/runs` or `tools/{toolId}/tasks`: the user's own, newest first. */
  resource: string;
  kind: 'run' | 'task';
  extra?: ExtraColumn<T>[];
  empty: string;
  queryOptions?: ListControllerProps<T>['queryOptions'];
}

/** The user's runs or tasks of one tool, a page at a time. */
export function ResultList<T extends (Run | Task) & RaRecord>({
  resource,
  queryOptions,
  ...table
}: ResultListProps<T>) {
  return (
    <ListBase<T>
      resource={resource}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={20}
      disableSyncWithLocation
      queryOptions={queryOptions}
    >
      <ResultTable<T> {...table} />
    </ListBase>
  );
}

/** Runs or tasks: thumbnail, time, price, transaction, export link (and what a kind adds). */
function ResultTable<T extends (Run | Task) & RaRecord>({
  kind,
  extra = [],
  empty,
}: Omit<ResultListProps<T>, 'resource' | 'queryOptions'>) {
  const translate = useTranslate();
  const basename = useBasename();
  const { data: rows = [], total } = useListContext<T>();
  // A phone shows the transaction under the price: one column fewer, so every column fits.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const transaction = (row: T) =>
    row.transactionId ? (
      <MuiLink component={Link} to={`${basename}/transaction/${row.transactionId}`}>
        {translate('app.tools.transaction', { id: row.transactionId })}
      </MuiLink>
    ) : (
      translate(isHeld(row) ? 'app.tools.held' : 'app.tools.noTransaction')
    );
  if (!rows.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <ExportListButton />
      </Box>
      <TableContainer>
        <Table size="small" sx={{ '& td, & th': { px: { xs: 0.5, sm: 1 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.tools.runs.thumbnail')}</TableCell>
              <TableCell>{translate('app.tools.runs.time')}</TableCell>
              {extra.map((c) => (
                <TableCell key={c.header}>{c.header}</TableCell>
              ))}
              <TableCell>{translate('app.tools.runs.price')}</TableCell>
              {!small && <TableCell>{translate('app.tools.runs.transaction')}</TableCell>}
              <TableCell>
                <ActionsHeader />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid={`${kind}-row`}>
                <TableCell sx={{ width: 72 }}>
                  {row.thumbnailUrl && (
                    <AuthImage
                      url={row.thumbnailUrl}
                      alt={`#${row.id}`}
                      sx={{ width: 64, height: 64, objectFit: 'cover' }}
                    />
                  )}
                </TableCell>
                <TableCell>{when.format(new Date(row.createdAt))}</TableCell>
                {extra.map((c) => (
                  <TableCell key={c.header}>{c.cell(row)}</TableCell>
                ))}
                <TableCell>
                  {formatBeli(row.price)}
                  {small && <Box>{transaction(row)}</Box>}
                </TableCell>
                {!small && <TableCell>{transaction(row)}</TableCell>}
                <TableCell>
                  {row.imageUrl && (
                    <MuiLink
                      href={`/fullscreen/export?${kind}=${row.id}`}
                      target="_blank"
                      rel="noopener"
                    >
                      {translate('app.tools.export')}
                    </MuiLink>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {(total ?? 0) > rows.length && <Pagination rowsPerPageOptions={[10, 20, 50]} />}
    </>
  );
}
