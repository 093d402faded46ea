import { Avatar, styled } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { uploadThumbUrl } from '../../common/aov';
import { API_URL } from '../providers/apiAddress';

// Styled once, not by `sx` on each of a page's 25 rows (each `sx` is worked out per render).
const NarrowThumb = styled(Avatar)({ width: 40, height: 40 });
const WideThumb = styled(Avatar)({ width: 72, height: 40 });

/**
 * A list's small picture of an upload id field (the 256 px thumbnail, lazily loaded). Its column
 * is not sortable: no API sorts by a picture.
 */
export function ThumbField({ source, wide = false }: { source: string; wide?: boolean }) {
  const record = useRecordContext();
  const id = record?.[source] as string | null | undefined;
  const Thumb = wide ? WideThumb : NarrowThumb;
  return (
    <Thumb
      variant="rounded"
      src={id ? uploadThumbUrl(id, API_URL) : undefined}
      alt={String(record?.name ?? '')}
      slotProps={{ img: { loading: 'lazy' } }}
    />
  );
}
