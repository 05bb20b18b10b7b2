/**
 * The dispatch module's public face: the calendar of moves and crews, each partner's fitness for
 * a job on a day (the assign dialog's list), and the day sheet's orders (printed by reports).
 */
export { daySheetOrders } from './dispatchService.js';
