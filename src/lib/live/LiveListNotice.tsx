import { Box, Button } from '@mui/material';
import { useContext, useEffect, useRef, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { LiveContext } from './LiveProvider';
import { useLiveEvent } from './useLive';

/** New rows counted against the total the list showed (`from`). */
interface Added {
  from: number;
  count: number;
}

/**
 * A list page's answer to a pushed change of its resource: refreshed at once while the reader is
 * at its top; once they are further down (a later page, or scrolled past the list's top), rows
 * added would push what they read down under them, so it says "N bản ghi mới" instead, and
 * refreshes when clicked. Other changes (edits, deletes) refresh at once wherever the reader is.
 */
export function LiveListNotice() {
  const { resource, page, total, filter, filterValues, sort, meta, refetch } = useListContext();
  const { holdLists } = useContext(LiveContext);
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const top = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState<Added>();
  useEffect(() => holdLists(resource), [holdLists, resource]);

  useLiveEvent('changed', (data) => {
    if (data.resource !== resource && data.apiPath !== resource) return;
    const below = page > 1 || (top.current?.getBoundingClientRect().top ?? 0) < 0;
    if (!below || total === undefined) return void refetch();
    void dataProvider
      .getList(resource, {
        filter: { ...filterValues, ...filter },
        sort,
        pagination: { page: 1, perPage: 1 },
        meta,
      })
      .then(
        (answer) => {
          const count = (answer.total ?? total) - total;
          if (count > 0) setAdded({ from: total, count });
          else void refetch();
        },
        () => void refetch(),
      );
  });

  // A list fetched again meanwhile (a filter, a page, the reader's refresh) shows them already.
  const shown = added && added.from === total;
  return (
    <>
      <div ref={top} />
      <Box
        sx={{
          position: 'sticky',
          top: 72,
          height: 0,
          zIndex: 3,
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        {shown && (
          <Button
            variant="contained"
            size="small"
            sx={{ height: 'fit-content' }}
            onClick={() => {
              setAdded(undefined);
              void refetch();
            }}
          >
            {translate('app.live.newRecords', { smart_count: added.count })}
          </Button>
        )}
      </Box>
    </>
  );
}
