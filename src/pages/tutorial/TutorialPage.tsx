// /app/tutorial
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { tutorialMessages } from '../../i18n/areas/tutorial';
import { usePublicConfig } from '../../lib/publicConfig';
import { youtubeEmbedUrl } from './videoEmbed';

const text = tutorialMessages.app.tutorial;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`tutorial-${id}`}>
      <CardContent>
        <Typography id={`tutorial-${id}`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Steps({ area }: { area: 'login' | 'topUp' }) {
  const translate = useTranslate();
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
      {Object.keys(text[area].steps).map((step) => (
        <li key={step}>{translate(`app.tutorial.${area}.steps.${step}`)}</li>
      ))}
    </Box>
  );
}

function Video() {
  const translate = useTranslate();
  const address = usePublicConfig('TUTORIAL_VIDEO_URL');
  if (address === undefined) return <CircularProgress size={24} />;
  if (address === null)
    return <Alert severity="info">{translate('app.tutorial.video.unset')}</Alert>;
  const embed = youtubeEmbedUrl(address);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {embed && (
        <Box
          component="iframe"
          src={embed}
          title={translate('app.tutorial.video.title')}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 }}
        />
      )}
      <Box>
        <Button
          href={address}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OndemandVideoIcon />}
          variant={embed ? 'text' : 'contained'}
        >
          {translate('app.tutorial.video.open')}
        </Button>
      </Box>
    </Box>
  );
}

/** /app/tutorial: open to everyone, signed in or not. */
export function TutorialPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Title title={translate('app.tutorial.title')} />
      <Section id="login" title={translate('app.tutorial.login.title')}>
        <Steps area="login" />
      </Section>
      <Section id="topup" title={translate('app.tutorial.topUp.title')}>
        <Steps area="topUp" />
      </Section>
      <Section id="video" title={translate('app.tutorial.video.title')}>
        <Video />
      </Section>
    </Box>
  );
}
