import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../../common/beli';
import { chargedCards, minimumCards, quotePrice } from '../../../../common/tools';
import type { CollageBody, Tool } from '../../../providers/answers';
import '../../../i18n/areas/tools';

/** What the button will charge, said before anything is: a showcase card by card. */
export function Quote({ tool, body }: { tool: Tool; body: CollageBody }) {
  const translate = useTranslate();
  const price = formatBeli(quotePrice(tool, body));
  const text = body.showcase
    ? translate('app.tools.quote.showcase', {
        cards: chargedCards(tool, body),
        each: formatBeli(tool.price),
        price,
      })
    : translate('app.tools.price', { price });
  const belowMinimum = body.showcase && body.skinIds.length < minimumCards(tool);
  return (
    <Typography data-testid="quote" color="text.secondary">
      {text}
      {belowMinimum && ` ${translate('app.tools.quote.minimum', { count: minimumCards(tool) })}`}
    </Typography>
  );
}
