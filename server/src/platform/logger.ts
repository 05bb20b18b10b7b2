import { pino } from 'pino';

/** One structured logger for the process; its level is set from LOG_LEVEL at start. */
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'moveday' },
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.loginPassword'],
});
