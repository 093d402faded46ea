import { styled } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { uploadThumbUrl } from '../../common/aov';
import { API_URL } from '../providers/apiAddress';

// A plain image styled once: MUI's Avatar (and an `sx` per row) cost a page's first render, and
// Avatar's own loader fetched every thumbnail at once, bypassing the image's lazy loading.
const Thumb = styled('img')(({ theme }) => ({
  display: 'block',
  height: 40,
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
}));

/**
 * A list's small picture of an upload id field (the 256 px thumbnail, lazily loaded), or an empty
 * frame of the same size without one. Its column is not sortable: no API sorts by a picture.
 */
export function ThumbField({ source, wide = false }: { source: string; wide?: boolean }) {
  const record = useRecordContext();
  const id = record?.[source] as string | null | undefined;
  const width = wide ? 72 : 40;
  if (!id) return <Thumb as="span" style={{ width }} />;
  return (
    <Thumb
      src={uploadThumbUrl(id, API_URL)}
      alt={String(record?.name ?? '')}
      loading="lazy"
      style={{ width }}
    />
  );
}
