// /app/admin/dashboard
import GroupIcon from '@mui/icons-material/Group';
import PaymentsIcon from '@mui/icons-material/Payments';
import SavingsIcon from '@mui/icons-material/Savings';
import TimelineIcon from '@mui/icons-material/Timeline';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Authenticated, Title, useTranslate, type TranslateFunction } from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { lazyPage } from '../../lib/lazyPage';
import type { DashboardStats } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/adminHome';

interface Stat {
  id: string;
  icon: SvgIconComponent;
  label: string;
  /** Formatted figure; none until the statistics have loaded (or when they cannot be read). */
  value?: string;
}

const count = (n: number) => n.toLocaleString('vi-VN');

const figures = (stats: DashboardStats, translate: TranslateFunction): Record<string, string> => ({
  users: count(stats.users),
  beliHeld: formatBeli(stats.beliHeldByUsers),
  topups: translate('app.dashboard.topupsFigure', {
    amount: formatBeli(stats.topups30Days.amount),
    count: count(stats.topups30Days.count),
  }),
  toolRuns: count(stats.toolRuns7Days),
});

function useDashboardFigures(): Record<string, string> {
  const translate = useTranslate();
  const dataProvider = useBeliDataProvider();
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    dataProvider.getDashboardStats().then(
      (stats) => setValues(figures(stats, translate)),
      () => undefined,
    );
  }, [dataProvider, translate]);
  return values;
}

// The chart library loads only with the charts, after the figures.
const DashboardCharts = lazyPage(() => import('./DashboardCharts'), 'DashboardCharts');

const STATS: readonly Stat[] = [
  { id: 'users', icon: GroupIcon, label: 'app.dashboard.stats.users' },
  { id: 'beliHeld', icon: SavingsIcon, label: 'app.dashboard.stats.beliHeld' },
  { id: 'topups', icon: PaymentsIcon, label: 'app.dashboard.stats.topups' },
  { id: 'toolRuns', icon: TimelineIcon, label: 'app.dashboard.stats.toolRuns' },
];

function StatCard({ stat }: { stat: Stat }) {
  const translate = useTranslate();
  const Icon = stat.icon;
  return (
    <Card data-testid={`stat-${stat.id}`}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Icon color="primary" sx={{ fontSize: 40 }} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate(stat.label)}
          </Typography>
          <Typography variant="h4" component="p">
            {stat.value ?? '—'}
          </Typography>
          {stat.value === undefined && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.dashboard.noData')}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /app/admin/dashboard: four stat cards (SPEC 2) with the figures of /api/dashboard/stats, and
 * beside them the charts of /api/dashboard/series.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const values = useDashboardFigures();
  return (
    <Authenticated>
      <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
        <Title title={translate('app.dashboard.title')} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
          }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
            }}
          >
            {STATS.map((stat) => (
              <StatCard key={stat.id} stat={{ ...stat, value: values[stat.id] }} />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Suspense fallback={null}>
              <DashboardCharts />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </Authenticated>
  );
}
