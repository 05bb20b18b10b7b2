// The settlements module's face (issue 35): what MoveDay owes each partner.
export { createSettlementsModule } from './settlementsModule.js';
export type { SettlementsModule } from './settlementsModule.js';
export type { SettlementSettings } from './terms.js';
