import {
  Chip,
  Dialog,
  DialogContent,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../../common/schemas/search';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { hitPath } from './hitPath';

/** Waits for typing to pause before asking. */
function useSettled(text: string, ms = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** The search box and its ranked hits; arrows move, Enter or a click opens one. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useBeliDataProvider();
  const { permissions = [] } = usePermissions<string[]>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useSettled(text.trim());
  const { data: hits = [], isFetching } = useQuery({
    queryKey: ['beli', 'search', q],
    queryFn: () => dataProvider.search(q),
    enabled: q.length >= 2,
  });
  const open = (hit: SearchHit) => {
    onClose();
    navigate(hitPath(hit, permissions));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (hits.length ? (index + step + hits.length) % hits.length : 0));
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      open(hits[active]);
    }
  };
  const status =
    q.length < 2
      ? translate('app.search.tooShort')
      : isFetching
        ? translate('app.search.searching')
        : hits.length === 0
          ? translate('app.search.none', { q })
          : null;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': translate('app.search.dialog') } }}
    >
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={translate('app.search.label')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: { role: 'combobox', 'aria-controls': listId, 'aria-expanded': true },
          }}
        />
        {status && (
          <Typography color="text.secondary" sx={{ mt: 2 }} role="status">
            {status}
          </Typography>
        )}
        <List id={listId} role="listbox" aria-label={translate('app.search.results')}>
          {hits.map((hit, index) => (
            <ListItemButton
              key={`${hit.kind}-${hit.id}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              onClick={() => open(hit)}
            >
              <Chip
                size="small"
                variant="outlined"
                label={translate(`app.search.kinds.${hit.kind}`)}
                sx={{ mr: 1, minWidth: 96 }}
              />
              <ListItemText
                primary={hit.label}
                secondary={hit.detail || undefined}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
