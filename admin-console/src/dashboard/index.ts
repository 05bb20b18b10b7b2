import { lazyScreen } from '../lib/lazyScreen';

export const loadDashboard = () => import('./Dashboard');
export const Dashboard = lazyScreen(loadDashboard);
