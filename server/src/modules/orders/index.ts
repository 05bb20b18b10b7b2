/** The orders module's public face. */
export { defineOrderModels } from './models.js';
export { countActiveAssignments } from './lifecycleService.js';
