import { Box } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type KeyboardEvent, type Key, type ReactNode } from 'react';

/** SPEC 9: the virtual table's defaults. */
export const VIRTUAL_ROW_HEIGHT = 40;
export const VIRTUAL_MAX_HEIGHT = 600;

export interface VirtualColumn<Row> {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** A CSS grid track: `120px`, `2fr`, `minmax(80px, 1fr)`. Default `1fr`. */
  width?: string;
  align?: 'left' | 'right' | 'center';
}

export interface VirtualTableProps<Row> {
  columns: readonly VirtualColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => Key;
  onRowClick?: (row: Row, index: number) => void;
  /** What an empty table says. */
  empty?: ReactNode;
  /** The accessible name of the table. */
  label?: string;
  rowHeight?: number;
  maxHeight?: number;
}

/**
 * A table for long lists: only the rows in view (plus a few) are in the DOM. The body scrolls
 * with the keyboard once focused (arrows, Page Up/Down, Home, End).
 */
export function VirtualTable<Row>({
  columns,
  rows,
  getRowKey,
  onRowClick,
  empty,
  label,
  rowHeight = VIRTUAL_ROW_HEIGHT,
  maxHeight = VIRTUAL_MAX_HEIGHT,
}: VirtualTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler, so the virtualizer's unmemoizable API is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => getRowKey(rows[index]!, index),
    overscan: 5,
  });
  const template = columns.map((c) => c.width ?? '1fr').join(' ');
  const bodyHeight = Math.min(rows.length * rowHeight, maxHeight);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    if (event.target !== element) return;
    const step: Record<string, number> = {
      ArrowDown: rowHeight,
      ArrowUp: -rowHeight,
      PageDown: element.clientHeight,
      PageUp: -element.clientHeight,
      Home: -Infinity,
      End: Infinity,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const max = element.scrollHeight - element.clientHeight;
    element.scrollTop = Math.max(0, Math.min(max, element.scrollTop + delta));
  };

  const cells = (render: (column: VirtualColumn<Row>) => ReactNode, role: string) =>
    columns.map((column) => (
      <Box
        key={column.key}
        role={role}
        sx={{
          px: 1,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          textAlign: column.align ?? 'left',
        }}
      >
        {render(column)}
      </Box>
    ));

  const rowSx = {
    display: 'grid',
    gridTemplateColumns: template,
    alignItems: 'center',
    height: rowHeight,
    borderBottom: 1,
    borderColor: 'divider',
  };

  return (
    <Box role="table" aria-label={label} aria-rowcount={rows.length + 1} sx={{ width: '100%' }}>
      <Box role="rowgroup">
        <Box role="row" sx={{ ...rowSx, fontWeight: 600, bgcolor: 'action.hover' }}>
          {cells((column) => column.header, 'columnheader')}
        </Box>
      </Box>
      {rows.length === 0 ? (
        <Box sx={{ p: 2, color: 'text.secondary' }}>{empty}</Box>
      ) : (
        <Box
          ref={scrollRef}
          role="rowgroup"
          tabIndex={0}
          onKeyDown={onKeyDown}
          data-testid="virtual-table-body"
          sx={{
            height: bodyHeight,
            overflowY: 'auto',
            position: 'relative',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <Box
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row, item.index) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => event.key === 'Enter' && onRowClick(row, item.index)
                      : undefined
                  }
                  sx={{
                    ...rowSx,
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${item.start}px)`,
                    cursor: onRowClick ? 'pointer' : undefined,
                    '&:hover': onRowClick ? { bgcolor: 'action.hover' } : undefined,
                  }}
                >
                  {cells((column) => column.cell(row, item.index), 'cell')}
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
