/** The crew's job list, and one job's page. */
export const JOBS = '/partner/jobs';
export const jobPath = (id: string) => `${JOBS}/${encodeURIComponent(id)}`;
