import type { components } from '@moveday/openapi/api';

/**
 * Every figure of the dashboard (GET /api/admin/dashboard): the spec's six calls in one, plus the
 * bookings per week and the wizard funnel.
 */
export type DashboardFigures = components['schemas']['DashboardFigures'];
