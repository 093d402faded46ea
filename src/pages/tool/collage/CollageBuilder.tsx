import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tool } from '../../../providers/answers';
import { AccountList } from './AccountList';
import { CollageOptionsForm } from './CollageOptionsForm';
import { ShowcaseForm } from './ShowcaseForm';
import { SelectedPictures } from './SelectedPictures';
import { SkinPicker } from './SkinPicker';
import { UploadPictures, type UploadCount } from './UploadPictures';
import {
  withSkins,
  type CollageDraft,
  type PickedSkin,
  type PickedUpload,
} from './useCollageChoice';
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

/**
 * An account showcase (the account's list, its figures) or a free-form collage (picker, the
 * user's uploads for ghep-anh-2, options); the chosen pictures in order beside them.
 */
export function CollageBuilder({
  tool,
  draft,
  update,
  onUploading,
}: {
  tool: Tool;
  draft: CollageDraft;
  update: (change: (current: CollageDraft) => CollageDraft) => void;
  onUploading?: (count: UploadCount | null) => void;
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
  const showcase = draft.showcase;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label={translate('app.tools.layout.label')}
            value={showcase ? 'showcase' : 'collage'}
            onChange={(_, layout: string | null) =>
              layout &&
              update(({ showcase: _old, ...d }) =>
                layout === 'showcase' ? { ...d, uploads: [], showcase: {} } : d,
              )
            }
          >
            <ToggleButton value="showcase">{translate('app.tools.layout.showcase')}</ToggleButton>
            <ToggleButton value="collage">{translate('app.tools.layout.collage')}</ToggleButton>
          </ToggleButtonGroup>
          {showcase && (
            <AccountList
              onAdd={(skins) => update((d) => ({ ...d, skins: withSkins(d.skins, skins) }))}
            />
          )}
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
            onChange={(skins) =>
              update((d) => ({
                ...d,
                skins,
                ...(d.showcase && { showcase: { ...d.showcase, order: 'given' as const } }),
              }))
            }
          />
          {showcase && (
            <ShowcaseForm
              value={showcase}
              onChange={(change) =>
                update((d) => (d.showcase ? { ...d, showcase: change(d.showcase) } : d))
              }
              options={draft.options}
              onOptions={(options) => update((d) => ({ ...d, options }))}
            />
          )}
          {!showcase && tool.type === 'ghep-anh-2' && (
            <>
              <UploadPictures
                uploads={draft.uploads}
                onAdded={(upload) => update((d) => ({ ...d, uploads: [...d.uploads, upload] }))}
                onUploading={onUploading}
              />
              <SelectedPictures
                title={translate('app.tools.selection.upload')}
                items={draft.uploads}
                toPicture={uploadPicture}
                onChange={(uploads) => update((d) => ({ ...d, uploads }))}
              />
            </>
          )}
          {!showcase && (
            <CollageOptionsForm
              defaults={tool.options}
              value={draft.options}
              onChange={(options) => update((d) => ({ ...d, options }))}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
