/** The crew's pages: the job list, one job's page, the days off, and the statements and one statement's page. */
export const JOBS = '/partner/jobs';
export const jobPath = (id: string) => `${JOBS}/${encodeURIComponent(id)}`;
export const DAYS_OFF = '/partner/daysoff';
export const STATEMENTS = '/partner/statements';
export const statementPath = (id: string) => `${STATEMENTS}/${encodeURIComponent(id)}`;
