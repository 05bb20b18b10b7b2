export * from './errors.js';
export * from './messages.js';
export * from './limits.js';
export * from './catalogue.js';
export * from './dates.js';
export * from './moveRules.js';
export * from './draftEditing.js';
export * from './partnerRules.js';
