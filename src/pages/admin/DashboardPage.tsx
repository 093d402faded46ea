import GroupIcon from '@mui/icons-material/Group';
import PaymentsIcon from '@mui/icons-material/Payments';
import SavingsIcon from '@mui/icons-material/Savings';
import TimelineIcon from '@mui/icons-material/Timeline';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Authenticated, Title, useTranslate } from 'react-admin';

interface Stat {
  id: string;
  icon: SvgIconComponent;
  label: string;
  /** Formatted figure; none until the statistics endpoint exists. */
  value?: string;
}

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

/** /app/admin/dashboard: four stat cards (SPEC 2); figures come with the statistics endpoint. */
export function DashboardPage() {
  const translate = useTranslate();
  return (
    <Authenticated>
      <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
        <Title title={translate('app.dashboard.title')} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {STATS.map((stat) => (
            <StatCard key={stat.id} stat={stat} />
          ))}
        </Box>
      </Box>
    </Authenticated>
  );
}
