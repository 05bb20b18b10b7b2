import { ListFilterBar } from '../common/ListFilterBar';
import { STATE_TABS, stateTabOf } from './settlementFacts';

/** The state (tabs) and the days: statements whose week overlaps them. */
export function SettlementFilters() {
  return <ListFilterBar tabs={{ filter: 'state', options: STATE_TABS, valueOf: stateTabOf, label: 'Statements by state' }} />;
}
