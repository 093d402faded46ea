import { Box } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The VietQR payload drawn as a QR code (SVG: crisp at any size, no canvas needed). */
export function QrImage({ payload, alt }: { payload: string; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
    );
    return () => {
      live = false;
    };
  }, [payload]);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 280,
        aspectRatio: '1',
        mx: 'auto',
        bgcolor: '#fff',
        borderRadius: 1,
      }}
    >
      {src && (
        <img src={src} alt={alt} data-payload={payload} style={{ width: '100%', height: '100%' }} />
      )}
    </Box>
  );
}
