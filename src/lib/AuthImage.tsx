import { Box, CircularProgress, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { dataProvider } from '../providers/dataProvider';

/** Loads a private result picture with the bearer token and answers a blob URL for it. */
export function useAuthImage(url: string | null | undefined) {
  const [state, setState] = useState<{ src?: string; blob?: Blob; error?: string }>({});
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    // Also shown on /fullscreen/export, outside <Admin>: the dataProvider itself, not the hook.
    dataProvider.getResultImage(url).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, blob });
      },
      (error: Error) => !cancelled && setState({ error: error.message }),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

export function AuthImage({ url, alt, sx }: { url: string; alt: string; sx?: SxProps<Theme> }) {
  const { src, error } = useAuthImage(url);
  if (error) return <Box sx={{ color: 'error.main', fontSize: 12 }}>{error}</Box>;
  if (!src) return <CircularProgress size={20} aria-label={alt} />;
  return <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', ...sx }} />;
}
