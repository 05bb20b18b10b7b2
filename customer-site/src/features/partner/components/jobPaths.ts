/** The crew's pages: the job list, one job's page, and the days off. */
export const JOBS = '/partner/jobs';
export const jobPath = (id: string) => `${JOBS}/${encodeURIComponent(id)}`;
export const DAYS_OFF = '/partner/daysoff';
