export * from './errors.js';
export * from './messages.js';
export * from './limits.js';
