import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { FileButton } from '../../../lib/FileButton';
import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { MatchedSkin, SkinMatchAnswer } from '../../../../common/schemas/skinMatch';
import { csvNames } from '../../../../common/skinCsv';
import { useBeliDataProvider } from '../../../providers/useBeliDataProvider';
import { SubmitError } from './SubmitError';
import { useSubmit } from './useSubmit';
import type { PickedSkin } from './useCollageChoice';
import '../../../i18n/areas/tools';

const picked = (skin: MatchedSkin): PickedSkin => ({
  id: skin.id,
  name: skin.name,
  image: skin.image,
  rank: skin.rank,
  heroName: skin.heroName,
});

/**
 * The account's skins pasted or loaded from a checker's CSV, matched at once: what matched joins
 * the showcase, an ambiguous name waits for the member's pick, an unknown one stays listed.
 */
export function AccountList({ onAdd }: { onAdd: (skins: PickedSkin[]) => void }) {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const [text, setText] = useState('');
  const [csv, setCsv] = useState<{ text: string; columns: string[]; column?: string } | null>(null);
  const [answer, setAnswer] = useState<SkinMatchAnswer | null>(null);
  const match = useSubmit(
    () =>
      dataProvider.matchSkins(
        csv ? { csv: csv.text, ...(csv.column && { column: csv.column }) } : { text },
      ),
    (found) => {
      setAnswer(found);
      onAdd(found.matched.map((m) => picked(m.skin)));
    },
  );
  const loadCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const content = await file.text();
    const read = csvNames(content);
    setCsv({ text: content, columns: 'columns' in read ? read.columns : [] });
  };
  const resolve = (line: number, text: string, skin: MatchedSkin) => {
    onAdd([picked(skin)]);
    setAnswer(
      (a) =>
        a && { ...a, ambiguous: a.ambiguous.filter((e) => e.line !== line || e.text !== text) },
    );
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        label={translate('app.tools.showcase.list')}
        helperText={translate('app.tools.showcase.listHelp')}
        multiline
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setCsv(null);
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={match.submit}
          disabled={match.busy || !(text.trim() || csv)}
        >
          {translate('app.tools.showcase.match')}
        </Button>
        <FileButton variant="outlined" input={{ accept: '.csv,text/csv', onChange: loadCsv }}>
          {translate('app.tools.showcase.csv')}
        </FileButton>
        {csv && csv.columns.length > 0 && (
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={translate('app.tools.showcase.column')}
            value={csv.column ?? ''}
            onChange={(e) => setCsv({ ...csv, column: e.target.value })}
          >
            {csv.columns.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <SubmitError failure={match.failure} />
      {answer && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="match-result">
          <Alert severity="success">
            {translate('app.tools.showcase.matched', { count: answer.matched.length })}
          </Alert>
          {answer.ambiguous.length > 0 && (
            <Typography variant="subtitle2">
              {translate('app.tools.showcase.ambiguous', { count: answer.ambiguous.length })}
            </Typography>
          )}
          {answer.ambiguous.map((entry) => (
            <TextField
              key={`${entry.line}-${entry.text}`}
              select
              size="small"
              label={translate('app.tools.showcase.pick', { text: entry.text })}
              helperText={entry.reason === 'close' ? translate('app.tools.showcase.close') : ' '}
              value=""
              onChange={(e) => {
                const skin = entry.skins.find((s) => String(s.id) === e.target.value);
                if (skin) resolve(entry.line, entry.text, skin);
              }}
            >
              {entry.skins.map((skin) => (
                <MenuItem key={skin.id} value={String(skin.id)}>
                  {skin.heroName} · {skin.name}
                </MenuItem>
              ))}
            </TextField>
          ))}
          {answer.unknown.length > 0 && (
            <Alert severity="warning" data-testid="unknown-names">
              {translate('app.tools.showcase.unknown', {
                names: answer.unknown.map((u) => u.text).join(', '),
              })}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
