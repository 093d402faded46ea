import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { qrSvg, type QrDrawing } from './qrSvg';

const MAX_SIDE_PX = 280;

/** The VietQR payload drawn as a QR code (SVG: crisp at any size, no canvas needed). */
export function QrImage({ payload, alt }: { payload: string; alt: string }) {
  const [drawing, setDrawing] = useState<QrDrawing>();
  useEffect(() => {
    let live = true;
    qrSvg(payload, MAX_SIDE_PX).then((d) => live && setDrawing(d));
    return () => {
      live = false;
    };
  }, [payload]);
  return (
    <Box
      sx={{ width: MAX_SIDE_PX, maxWidth: '100%', aspectRatio: '1', mx: 'auto', bgcolor: '#fff' }}
    >
      {drawing && (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing.svg)}`}
          alt={alt}
          data-payload={payload}
          width={drawing.sidePx}
          height={drawing.sidePx}
          style={{ display: 'block', margin: '0 auto' }}
        />
      )}
    </Box>
  );
}
