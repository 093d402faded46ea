import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { screenReaderOnly } from '../../lib/screenReaderOnly';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePublicConfig, type PublicConfigKey } from '../../lib/publicConfig';
import type { NavCardSpec } from './navCards';

function CardBody({ card, note }: { card: NavCardSpec; note?: string }) {
  const translate = useTranslate();
  const Icon = card.icon;
  return (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Icon color="primary" sx={{ fontSize: 40 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {translate(card.title)}
          {card.externalConfig && (
            <>
              <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
              <Box component="span" sx={screenReaderOnly}>
                {translate('app.cards.newTab')}
              </Box>
            </>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {note ?? translate(card.description)}
        </Typography>
      </Box>
    </CardContent>
  );
}

function ExternalCard({ card, configKey }: { card: NavCardSpec; configKey: PublicConfigKey }) {
  const translate = useTranslate();
  const href = usePublicConfig(configKey);
  if (!href) {
    const note = href === null && card.unset ? translate(card.unset) : '';
    return (
      <Card data-testid={`card-${card.id}`} aria-disabled>
        <CardBody card={card} note={note} />
      </Card>
    );
  }
  return (
    <Card data-testid={`card-${card.id}`}>
      <CardActionArea
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ height: '100%' }}
      >
        <CardBody card={card} />
      </CardActionArea>
    </Card>
  );
}

export function NavCard({ card }: { card: NavCardSpec }) {
  if (card.externalConfig) return <ExternalCard card={card} configKey={card.externalConfig} />;
  return (
    <Card data-testid={`card-${card.id}`}>
      <CardActionArea component={Link} to={card.to ?? '/app'} sx={{ height: '100%' }}>
        <CardBody card={card} />
      </CardActionArea>
    </Card>
  );
}

export function NavCardGrid({ cards }: { cards: readonly NavCardSpec[] }) {
  return (
    <Box
      component="nav"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
    >
      {cards.map((card) => (
        <NavCard key={card.id} card={card} />
      ))}
    </Box>
  );
}
