import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from './dashboard-query';

export const useDashboard = () => useQuery(dashboardQueryOptions());
