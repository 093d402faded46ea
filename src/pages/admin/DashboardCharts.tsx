import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import type { SeriesDay } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/adminHome';

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const count = (n: number | null) => (n ?? 0).toLocaleString('vi-VN');

function ChartCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card data-testid={`chart-${id}`} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The dashboard's two charts (top-ups, tool use) per day over 30 days; loaded on demand. */
export function DashboardCharts() {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const [days, setDays] = useState<SeriesDay[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    dataProvider.getDashboardSeries().then(setDays, () => setFailed(true));
  }, [dataProvider]);
  const rows = days ?? [];
  const xAxis = [
    {
      scaleType: 'band' as const,
      data: rows.map((d) => d.day),
      valueFormatter: shortDay,
    },
  ];
  const common = {
    height: 260,
    xAxis,
    loading: !days && !failed,
    localeText: {
      loading: translate('ra.page.loading'),
      noData: translate('app.dashboard.noData'),
    },
  };
  return (
    <>
      <ChartCard id="topups" title={translate('app.dashboard.charts.topups')}>
        <BarChart
          {...common}
          yAxis={[
            { id: 'beli', position: 'left', width: 64 },
            { id: 'count', position: 'right', width: 32, tickMinStep: 1 },
          ]}
          series={[
            {
              data: rows.map((d) => d.topupBeli),
              label: translate('app.dashboard.charts.topupBeli'),
              yAxisId: 'beli',
              valueFormatter: (v) => formatBeli(v ?? 0),
            },
            {
              data: rows.map((d) => d.topups),
              label: translate('app.dashboard.charts.topupCount'),
              yAxisId: 'count',
              valueFormatter: count,
            },
          ]}
        />
      </ChartCard>
      <ChartCard id="toolUse" title={translate('app.dashboard.charts.toolUse')}>
        <BarChart
          {...common}
          yAxis={[{ width: 40, tickMinStep: 1 }]}
          series={[
            {
              data: rows.map((d) => d.runs),
              label: translate('app.dashboard.charts.runs'),
              stack: 'use',
              valueFormatter: count,
            },
            {
              data: rows.map((d) => d.tasks),
              label: translate('app.dashboard.charts.tasks'),
              stack: 'use',
              valueFormatter: count,
            },
          ]}
        />
      </ChartCard>
    </>
  );
}
