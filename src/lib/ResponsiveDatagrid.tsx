import { Avatar, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  SimpleList,
  useCanAccess,
  useResourceContext,
  useResourceDefinition,
  type RaRecord,
} from 'react-admin';
import { AfterFirstPaint } from '../layout/AfterFirstPaint';
import { ActionsHeader } from './ActionsHeader';
import { uploadThumbUrl } from '../../common/aov';
import { API_URL } from '../providers/apiAddress';
import { EditPathButton, useRowClickToEdit } from './editRoute';

interface Props {
  /** The columns of the wide table: `DataTable.Col`s. */
  children: ReactNode;
  /** What a phone shows of each row. */
  primaryText: (record: RaRecord) => ReactNode;
  secondaryText?: (record: RaRecord) => ReactNode;
  thumbSource?: string;
  /** What a writer may do with selected rows; react-admin's bulk delete by default. */
  bulkActionButtons?: ReactNode;
  /** Buttons on each row of the wide table, before its edit button (each says who sees it). */
  rowButtons?: ReactNode;
}

/**
 * A catalogue list: a table on wide screens, a simple list at phone width (375 px); its rows open
 * their edit page, or their show page where the resource has one.
 */
export function ResponsiveDatagrid({
  children,
  primaryText,
  secondaryText,
  thumbSource,
  bulkActionButtons,
  rowButtons,
}: Props) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const resource = useResourceContext();
  const { canAccess: canWrite } = useCanAccess({ resource, action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const rowClick = useRowClickToEdit();
  // A resource made elsewhere (a bank event) is read on its show page, not edited.
  const { hasShow } = useResourceDefinition();
  const click = hasShow ? 'show' : canWrite ? rowClick : false;
  if (small) {
    return (
      <SimpleList
        primaryText={primaryText}
        secondaryText={secondaryText}
        leftAvatar={
          thumbSource
            ? (record) => (
                <Avatar
                  variant="rounded"
                  // Decorative: the row's text beside it names the record.
                  alt=""
                  src={
                    record[thumbSource] ? uploadThumbUrl(record[thumbSource], API_URL) : undefined
                  }
                />
              )
            : undefined
        }
        rowClick={click}
      />
    );
  }
  return (
    <DataTable rowClick={click} bulkActionButtons={canWrite ? bulkActionButtons : false}>
      {children}
      {((canEdit && !hasShow) || rowButtons) && (
        <DataTable.Col label={<ActionsHeader />}>
          {/* The rows open on a click; their buttons come in the second pass, after them. */}
          <AfterFirstPaint>
            {rowButtons}
            {canEdit && !hasShow && <EditPathButton />}
          </AfterFirstPaint>
        </DataTable.Col>
      )}
    </DataTable>
  );
}
