import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import { BookingsTrendCard } from './BookingsTrendCard';
import { CurrentOrdersCard } from './CurrentOrdersCard';
import { FunnelCard } from './FunnelCard';
import { MoneyCard } from './MoneyCard';
import { MoneyOutCard } from './MoneyOutCard';
import { PastOrdersCard } from './PastOrdersCard';
import type { DashboardFigures } from './types';
import { UsersCard } from './UsersCard';
import { OutgoingHoldBanner } from '../outgoinghold';

/** The dashboard (admin-side §2): current orders, users and past orders, then the bookings trend and the wizard funnel, then money in and money out. */
export default function Dashboard() {
  usePageTitle('Dashboard');
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const { data, isPending, error } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard(), retry: 1 });
  return (
    <Box>
      <PageHeader title="Dashboard" />
      <OutgoingHoldBanner />
      {isPending ? (
        <Loading loadingPrimary="Loading the figures" loadingSecondary="" />
      ) : error || !data ? (
        <Alert severity="error">{messageOf(error)}</Alert>
      ) : (
        <Figures figures={data} />
      )}
    </Box>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1.3fr 0.8fr 1.3fr' } }}>
        <CurrentOrdersCard figures={figures} />
        <UsersCard figures={figures} />
        <PastOrdersCard figures={figures} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1.6fr 1fr' } }}>
        <BookingsTrendCard figures={figures} />
        <FunnelCard figures={figures} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <MoneyCard />
        <MoneyOutCard />
      </Box>
    </Box>
  );
}
