import { Box, Button } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import '../../../i18n/areas/tools';

/** Between the ghep-anh-2 pages of one tool: list, create, test, test1. */
export function TaskNav({ toolId }: { toolId: number }) {
  const translate = useTranslate();
  const base = `${useBasename()}/tool/ghep-anh-2/${toolId}`;
  const links = [
    ['', 'app.tools.tasks.title'],
    ['/create', 'app.tools.tasks.create'],
    ['/test', 'app.tools.tasks.test'],
    ['/test1', 'app.tools.tasks.test1'],
  ] as const;
  return (
    <Box component="nav" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {links.map(([path, label]) => (
        <Button key={path} variant="outlined" size="small" component={Link} to={`${base}${path}`}>
          {translate(label)}
        </Button>
      ))}
    </Box>
  );
}
