// /app/tool/ghep-anh/{toolId}
import { Box, Button } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Run } from '../../../providers/answers';
import { ResultList } from '../ResultTable';
import { ToolFrame } from '../ToolFrame';
import '../../../i18n/areas/tools';

/** /app/tool/ghep-anh/{toolId}: the user's runs of this tool, newest first. */
export function RunListPage() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <ToolFrame type="ghep-anh" subtitle={translate('app.tools.runs.title')}>
      {(tool) => (
        <>
          <Box>
            <Button
              variant="contained"
              component={Link}
              to={`${basename}/tool/ghep-anh/${tool.id}/create`}
            >
              {translate('app.tools.runs.create')}
            </Button>
          </Box>
          <ResultList<Run>
            resource={`tools/${tool.id}/runs`}
            kind="run"
            empty={translate('app.tools.runs.empty')}
          />
        </>
      )}
    </ToolFrame>
  );
}
