import { Chip, Stack } from '@mui/material';
import type { PermissionRef } from '../../../common/adminApi';

export function PermissionChips({ permissions }: { permissions: PermissionRef[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {permissions.map((p) => (
        <Chip key={p.id} label={p.name} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
