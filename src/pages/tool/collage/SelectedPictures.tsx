import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { Avatar, Box, Button, IconButton, List, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { moveTo } from './useCollageChoice';
import '../../../i18n/areas/tools';

export interface Picture {
  key: string;
  name: string;
  thumbUrl?: string;
}

/** The chosen pictures in collage order: dragged, moved up and down, or taken out. */
export function SelectedPictures<T>({
  items,
  toPicture,
  onChange,
  title,
}: {
  items: T[];
  toPicture: (item: T) => Picture;
  onChange: (items: T[]) => void;
  title: string;
}) {
  const translate = useTranslate();
  const [dragged, setDragged] = useState<number | null>(null);
  if (!items.length) return null;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Button size="small" onClick={() => onChange([])}>
          {translate('app.tools.selection.clear')}
        </Button>
      </Box>
      <List dense sx={{ maxHeight: 320, overflow: 'auto' }} aria-label={title}>
        {items.map((item, index) => {
          const picture = toPicture(item);
          return (
            <ListItem
              key={picture.key}
              disableGutters
              // The mouse drags a card to its place; the buttons do the same by keyboard or touch.
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(index);
              }}
              onDragOver={(event) => dragged !== null && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) onChange(moveTo(items, dragged, index));
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              sx={{ cursor: 'grab', opacity: dragged === index ? 0.5 : 1 }}
              secondaryAction={
                <Box sx={{ display: 'flex' }}>
                  <IconButton
                    size="small"
                    aria-label={`${translate('app.tools.selection.up')} ${picture.name}`}
                    disabled={index === 0}
                    onClick={() => onChange(moveTo(items, index, index - 1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${translate('app.tools.selection.down')} ${picture.name}`}
                    disabled={index === items.length - 1}
                    onClick={() => onChange(moveTo(items, index, index + 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${translate('app.tools.selection.remove')} ${picture.name}`}
                    onClick={() => onChange(items.filter((_, i) => i !== index))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              }
            >
              <Typography sx={{ width: 28, color: 'text.secondary' }}>{index + 1}</Typography>
              <Avatar variant="rounded" src={picture.thumbUrl} alt="" sx={{ mr: 1 }} />
              <Typography noWrap sx={{ pr: 14 }}>
                {picture.name}
              </Typography>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
