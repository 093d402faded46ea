import { Alert, Box, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ToolType } from '../../../common/tools';
import { formatBeli } from '../../../common/beli';
import type { Tool } from '../../providers/answers';
import '../../i18n/areas/tools';

/** Loads the tool named by `:toolId` for a tool page; a missing or inactive tool says so. */
export function ToolFrame({
  type,
  subtitle,
  children,
}: {
  type: ToolType;
  subtitle: string;
  children: (tool: Tool) => ReactNode;
}) {
  const translate = useTranslate();
  const id = Number(useParams().toolId);
  const {
    data: tool,
    isPending,
    error,
  } = useGetOne<Tool>('tools', { id }, { enabled: Number.isInteger(id) && id > 0, retry: false });
  if (isPending && !error) return <Loading />;
  if (!tool || tool.type !== type) {
    return <Alert severity="warning">{translate('app.tools.notFound')}</Alert>;
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={`${tool.name} · ${subtitle}`} />
      <Typography color="text.secondary">
        {tool.price ? formatBeli(tool.price) : translate('app.tools.free')}
      </Typography>
      {!tool.active && <Alert severity="warning">{translate('app.tools.inactive')}</Alert>}
      {children(tool)}
    </Box>
  );
}

/** A tool page that is the frame around one body, e.g. `toolPage('ghep-anh', 'app.tools.runs.create', RunCreate)`. */
export function toolPage(type: ToolType, subtitleKey: string, Body: ComponentType<{ tool: Tool }>) {
  return function ToolPage() {
    const translate = useTranslate();
    return (
      <ToolFrame type={type} subtitle={translate(subtitleKey)}>
        {(tool) => <Body tool={tool} />}
      </ToolFrame>
    );
  };
}
