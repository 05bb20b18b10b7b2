import { lazy } from 'react';

export const loadDashboard = () => import('./Dashboard');
export const Dashboard = lazy(loadDashboard);
