import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { uploadThumbUrl } from '../../common/aov';
import { API_URL } from '../providers/apiAddress';

/**
 * A list's small picture of an upload id field (the 256 px thumbnail, lazily loaded). Give it
 * `sortable={false}` in a list: no API sorts by a picture.
 */
export function ThumbField({
  source,
  wide = false,
}: {
  source: string;
  label?: string;
  sortable?: boolean;
  wide?: boolean;
}) {
  const record = useRecordContext();
  const id = record?.[source] as string | null | undefined;
  return (
    <Avatar
      variant="rounded"
      src={id ? uploadThumbUrl(id, API_URL) : undefined}
      alt={String(record?.name ?? '')}
      slotProps={{ img: { loading: 'lazy' } }}
      sx={{ width: wide ? 72 : 40, height: 40 }}
    />
  );
}
