import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tool } from '../../../providers/answers';
import { CollageOptionsForm } from './CollageOptionsForm';
import { SelectedPictures } from './SelectedPictures';
import { SkinPicker } from './SkinPicker';
import { UploadPictures } from './UploadPictures';
import type { CollageDraft, PickedSkin, PickedUpload } from './useCollageChoice';
import '../../../i18n/areas/tools';

const skinPicture = (skin: PickedSkin) => ({
  key: `skin-${skin.id}`,
  name: skin.name,
  ...(skin.image && { thumbUrl: `/api/uploads/${skin.image}/thumb.webp` }),
});
const uploadPicture = (upload: PickedUpload) => ({
  key: `upload-${upload.id}`,
  name: upload.name,
  thumbUrl: upload.thumbUrl,
});

/** Picker, selection (and the user's uploads for ghep-anh-2) and options, side by side. */
export function CollageBuilder({
  tool,
  draft,
  update,
}: {
  tool: Tool;
  draft: CollageDraft;
  update: (change: (current: CollageDraft) => CollageDraft) => void;
}) {
  const translate = useTranslate();
  const selected = new Set(draft.skins.map((s) => s.id));
  const toggle = (skin: PickedSkin) =>
    update((d) => ({
      ...d,
      skins: d.skins.some((s) => s.id === skin.id)
        ? d.skins.filter((s) => s.id !== skin.id)
        : [...d.skins, skin],
    }));
  const count = draft.skins.length + draft.uploads.length;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <Card>
        <CardContent>
          <SkinPicker selected={selected} onToggle={toggle} />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2" data-testid="selection-count">
            {translate('app.tools.selection.title', { count })}
          </Typography>
          {!count && (
            <Typography color="text.secondary">{translate('app.tools.selection.empty')}</Typography>
          )}
          <SelectedPictures
            title={translate('app.tools.picker.name')}
            items={draft.skins}
            toPicture={skinPicture}
            onChange={(skins) => update((d) => ({ ...d, skins }))}
          />
          {tool.type === 'ghep-anh-2' && (
            <>
              <UploadPictures
                uploads={draft.uploads}
                onAdded={(upload) => update((d) => ({ ...d, uploads: [...d.uploads, upload] }))}
              />
              <SelectedPictures
                title={translate('app.tools.selection.upload')}
                items={draft.uploads}
                toPicture={uploadPicture}
                onChange={(uploads) => update((d) => ({ ...d, uploads }))}
              />
            </>
          )}
          <CollageOptionsForm
            defaults={tool.options}
            value={draft.options}
            onChange={(options) => update((d) => ({ ...d, options }))}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
