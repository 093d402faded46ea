import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Box, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { RecordOf } from '../../../../common/resources/records';
import type { skins as skinDefinition } from '../../../../common/resources/skins';
import { VirtualTable, type VirtualColumn } from '../../../lib/VirtualTable';
import type { PickedSkin } from './useCollageChoice';
import '../../../i18n/areas/tools';

type SkinRecord = RecordOf<typeof skinDefinition>;

const PAGE = 500;

const thumbUrl = (image: string | null) => (image ? `/api/uploads/${image}/thumb.webp` : undefined);

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The catalogue's skins, searched and filtered by hero, tag and label, picked with a click. */
export function SkinPicker({
  selected,
  onToggle,
}: {
  selected: ReadonlySet<number>;
  onToggle: (skin: PickedSkin) => void;
}) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [heroId, setHeroId] = useState('');
  const [tagId, setTagId] = useState('');
  const [labelId, setLabelId] = useState('');
  const search = useDebounced(q, 300);
  const everything = {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' as const },
  };
  const { data: heroes = [] } = useGetList<{ id: number; name: string }>('heroes', everything);
  const { data: tags = [] } = useGetList<{ id: number; name: string }>('tags', everything);
  const { data: labels = [] } = useGetList<{ id: number; name: string }>('labels', {
    ...everything,
    sort: { field: 'rank', order: 'ASC' },
  });
  const filter = {
    ...(search.trim() && { q: search.trim() }),
    ...(heroId && { heroId: Number(heroId) }),
    ...(tagId && { tagId: Number(tagId) }),
    ...(labelId && { labelId: Number(labelId) }),
  };
  const { data: skins = [], total = 0 } = useGetList<SkinRecord>('skins', {
    pagination: { page: 1, perPage: PAGE },
    sort: { field: 'name', order: 'ASC' },
    filter,
  });
  const heroName = useMemo(() => new Map(heroes.map((h) => [h.id, h.name])), [heroes]);
  const labelName = useMemo(() => new Map(labels.map((l) => [l.id, l.name])), [labels]);

  const columns: VirtualColumn<SkinRecord>[] = [
    {
      key: 'pick',
      header: '',
      width: '44px',
      cell: (skin) => {
        const picked = selected.has(skin.id);
        return (
          <IconButton
            size="small"
            aria-label={`${translate(picked ? 'app.tools.picker.remove' : 'app.tools.picker.add')} ${skin.name}`}
            aria-pressed={picked}
            onClick={(event) => {
              event.stopPropagation();
              onToggle({ id: skin.id, name: skin.name, image: skin.image });
            }}
          >
            {picked ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
          </IconButton>
        );
      },
    },
    {
      key: 'thumb',
      header: '',
      width: '40px',
      cell: (skin) =>
        skin.image ? (
          <Box
            component="img"
            src={thumbUrl(skin.image)}
            alt=""
            loading="lazy"
            sx={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 0.5 }}
          />
        ) : null,
    },
    { key: 'name', header: translate('app.tools.picker.name'), cell: (skin) => skin.name },
    {
      key: 'hero',
      header: translate('app.tools.picker.hero'),
      cell: (skin) => heroName.get(skin.heroId) ?? '',
    },
    {
      key: 'label',
      header: translate('app.tools.picker.label'),
      width: '96px',
      cell: (skin) => labelName.get(skin.labelId) ?? '',
    },
  ];

  const select = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: { id: number | string; name: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      sx={{ m: 0 }}
    >
      <MenuItem value="">{translate('app.tools.picker.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', lg: '2fr 1fr 1fr 1fr' },
        }}
      >
        <TextField
          size="small"
          label={translate('app.tools.picker.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ m: 0, gridColumn: { xs: 'span 2', lg: 'auto' } }}
        />
        {select(translate('app.tools.picker.hero'), heroId, setHeroId, heroes)}
        {select(translate('app.tools.picker.tag'), tagId, setTagId, tags)}
        {select(translate('app.tools.picker.label'), labelId, setLabelId, labels)}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('app.tools.picker.results', { shown: skins.length, total })}
        {total > skins.length &&
          ` · ${translate('app.tools.picker.narrow', { shown: skins.length })}`}
      </Typography>
      <VirtualTable
        label={translate('app.tools.picker.search')}
        columns={columns}
        rows={skins}
        getRowKey={(skin) => skin.id}
        onRowClick={(skin) => onToggle({ id: skin.id, name: skin.name, image: skin.image })}
        empty={translate('app.tools.picker.empty')}
      />
    </Box>
  );
}
