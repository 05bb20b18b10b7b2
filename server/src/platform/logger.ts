import { pino } from 'pino';
import { currentRequest } from './requestContext.js';

/**
 * One structured logger for the process; its level is set from LOG_LEVEL at start. A line written
 * while a request is served carries its `reqId` (platform/requestContext.ts), whoever writes it.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'moveday' },
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.loginPassword'],
  mixin: () => {
    const context = currentRequest();
    return context ? { reqId: context.reqId } : {};
  },
});
