import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { apiError, formatDate } from '../../lib/apiError';
import { HorizontalScroll } from '../../lib/HorizontalScroll';
import type { IdentityRecord } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { Section } from '../userWallet';
import '../../i18n/areas/wallets';

const EMPTY = { issuer: '', subject: '' };

/**
 * A user's sign-in identities on their profile, for an admin (permission.all): link a new one
 * (after an issuer change, or a provider account the e-mail does not match) and unlink one.
 */
export function IdentitySection({ userId }: { userId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useBeliDataProvider();
  const queryKey = ['beli', 'identities', userId];
  const identities = useQuery({
    queryKey,
    queryFn: () => dataProvider.getIdentities(userId),
    retry: false,
  });
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unlinking, setUnlinking] = useState<IdentityRecord | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const onError = (error: unknown) => {
    const { message, errors: fields } = apiError(error);
    setErrors(fields);
    notify(message, { type: 'error' });
  };
  const link = useMutation({
    mutationFn: () => dataProvider.linkIdentity(userId, form),
    onSuccess: async () => {
      setForm(EMPTY);
      setErrors({});
      notify(translate('app.profile.identities.linked'), { type: 'success' });
      await refresh();
    },
    onError,
  });
  const unlink = useMutation({
    mutationFn: (identity: IdentityRecord) => dataProvider.unlinkIdentity(userId, identity.id),
    onSuccess: async () => {
      notify(translate('app.profile.identities.unlinked'), { type: 'success' });
      await refresh();
    },
    onError,
    onSettled: () => setUnlinking(null),
  });

  const rows = identities.data ?? [];
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    label: translate(`app.profile.identities.${name}`),
    required: true,
    fullWidth: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate();
  };

  return (
    <Section title={translate('app.profile.identities.title')}>
      {identities.error ? (
        <Typography color="error">{apiError(identities.error).message}</Typography>
      ) : rows.length === 0 ? (
        <Typography variant="body2">{translate('app.profile.identities.none')}</Typography>
      ) : (
        <HorizontalScroll>
          <Table size="small" sx={{ mb: 2, '& td': { wordBreak: 'break-all' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.profile.identities.issuer')}</TableCell>
                <TableCell>{translate('app.profile.identities.subject')}</TableCell>
                <TableCell>{translate('app.profile.identities.linkedAt')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((identity) => (
                <TableRow key={identity.id}>
                  <TableCell>{identity.issuer}</TableCell>
                  <TableCell>{identity.subject}</TableCell>
                  <TableCell>{formatDate(identity.createdAt)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="warning"
                      startIcon={<LinkOffIcon />}
                      disabled={rows.length === 1}
                      title={rows.length === 1 ? translate('app.profile.identities.lastOne') : ''}
                      onClick={() => setUnlinking(identity)}
                    >
                      {translate('app.profile.identities.unlink')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </HorizontalScroll>
      )}
      <Stack component="form" onSubmit={submit} noValidate spacing={1}>
        <TextField {...field('issuer')} type="url" placeholder="https://accounts.google.com" />
        <TextField {...field('subject')} autoComplete="off" />
        <Button
          type="submit"
          variant="contained"
          startIcon={<LinkIcon />}
          disabled={link.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('app.profile.identities.link')}
        </Button>
      </Stack>
      <Confirm
        isOpen={unlinking !== null}
        loading={unlink.isPending}
        title={translate('app.profile.identities.unlinkTitle')}
        content={translate('app.profile.identities.unlinkContent', {
          issuer: unlinking?.issuer,
          subject: unlinking?.subject,
        })}
        confirm={translate('app.profile.identities.unlink')}
        onConfirm={() => unlinking && unlink.mutate(unlinking)}
        onClose={() => setUnlinking(null)}
      />
    </Section>
  );
}
