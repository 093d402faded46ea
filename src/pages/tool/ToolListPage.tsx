// /app/tool
import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { Loading, Title, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatBeli } from '../../../common/beli';
import type { Tool } from '../../providers/answers';
import '../../i18n/areas/tools';

/** /app/tool: the active tools as cards, each opening /app/tool/{type}/{toolId}. */
export function ToolListPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data: tools, isPending } = useGetList<Tool>('tools', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
    filter: { active: true },
  });
  if (isPending) return <Loading />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.tools.title')} />
      {!tools?.length && <Typography>{translate('app.tools.empty')}</Typography>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {tools?.map((tool) => (
          <Card key={tool.id}>
            <CardActionArea
              component={Link}
              to={`${basename}/tool/${tool.type}/${tool.id}`}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="h6" component="h2">
                  {tool.name}
                </Typography>
                <Chip
                  size="small"
                  label={translate(`app.tools.types.${tool.type}`)}
                  sx={{ my: 1 }}
                />
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {tool.description}
                </Typography>
                <Typography fontWeight="bold">
                  {tool.price ? formatBeli(tool.price) : translate('app.tools.free')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
