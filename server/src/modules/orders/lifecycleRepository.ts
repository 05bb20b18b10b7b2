import { Op, literal, type Transaction, type WhereOptions } from 'sequelize';
import type { AssignmentState, OrderStatus } from '@moveday/openapi';
import { MoveModel } from './models.js';
import type { MoveRecord } from './movesRepository.js';

/**
 * The lifecycle's writes. Each is one conditional UPDATE: it changes the row only while the order
 * is still in the status it was read in (and meets the transition's other condition),
 * and bumps the version. Of two admins acting at once, the second waits for the first's row lock,
 * then finds the condition false and gets null; the row is never half-changed.
 */
/** The columns an UPDATE sets: values, or SQL (`literal`). */
type Columns = Omit<Parameters<typeof MoveModel.update>[0], 'version'>;

async function transition(
  id: string,
  from: OrderStatus,
  condition: WhereOptions<MoveModel>,
  set: Columns,
  transaction: Transaction,
): Promise<MoveRecord | null> {
  const [count, rows] = await MoveModel.update(
    { ...set, version: literal('version + 1') },
    { where: { [Op.and]: [{ id, status: from }, condition] }, returning: true, transaction },
  );
  return count === 1 ? rows[0]!.get({ plain: true }) : null;
}

export function confirmOrder(id: string, transaction: Transaction): Promise<MoveRecord | null> {
  return transition(id, 'estimate_open', {}, { status: 'open' }, transaction);
}

export interface Offer {
  actualMoveDate: string;
  partnerId: string;
  partnerName: string;
}

/** How long a partner has to answer (Config.offerDeadline). */
export interface DeadlineRule {
  hours: number;
  hoursBeforeMove: number;
  minMinutes: number;
}

/**
 * The offer's deadline, computed by PostgreSQL, which knows every time zone: `hours` from now, but
 * no later than `hoursBeforeMove` before the move day begins where the pickup is; and never sooner
 * than `minMinutes` from now.
 */
const deadlineSql = (rule: DeadlineRule, actualMoveDate: string) =>
  literal(
    `GREATEST(now() + make_interval(mins => ${Math.round(rule.minMinutes)}),
       LEAST(now() + make_interval(secs => ${Math.round(rule.hours * 3600)}),
             (${MoveModel.sequelize!.escape(actualMoveDate)}::date::timestamp AT TIME ZONE time_zone) - make_interval(secs => ${Math.round(rule.hoursBeforeMove * 3600)})))`,
  );

const offerColumns = (offer: Offer, rule: DeadlineRule): Columns => ({
  status: 'partnerassigned',
  ...offer,
  assignmentState: 'offered',
  offerPartnerId: offer.partnerId,
  offerPartnerName: offer.partnerName,
  offerDeadline: deadlineSql(rule, offer.actualMoveDate),
  declineReason: null,
  crewOnWayAt: null,
});

const onPreferredDate = (day: string) => ({ [Op.or]: [{ preferredDate1: day }, { preferredDate2: day }] });

/** An offer to a partner: only while the date is still one of the order's preferred dates (an edit may have moved them meanwhile). */
export function assignPartnerToOrder(id: string, offer: Offer, rule: DeadlineRule, transaction: Transaction): Promise<MoveRecord | null> {
  return transition(id, 'open', onPreferredDate(offer.actualMoveDate), offerColumns(offer, rule), transaction);
}

/** A new offer in place of the current one, only while that is still in the state the admin saw, with the partner the admin saw. */
export function reassignOrder(
  id: string,
  seen: { state: AssignmentState; partnerId: string },
  offer: Offer,
  rule: DeadlineRule,
  transaction: Transaction,
): Promise<MoveRecord | null> {
  return transition(
    id,
    'partnerassigned',
    { [Op.and]: [{ assignmentState: seen.state, partnerId: seen.partnerId }, onPreferredDate(offer.actualMoveDate)] },
    offerColumns(offer, rule),
    transaction,
  );
}

/** The partner takes the job: only its own offer, still open, before its deadline. */
export function acceptOffer(id: string, partnerId: string, transaction: Transaction): Promise<MoveRecord | null> {
  return transition(
    id,
    'partnerassigned',
    { partnerId, assignmentState: 'offered', offerDeadline: { [Op.gt]: literal('now()') } },
    { assignmentState: 'accepted', offerDeadline: null },
    transaction,
  );
}

/** The order back to open without a partner; the offer's partner and deadline stay, for the console and a late answer. */
const returnedColumns = (state: 'declined' | 'expired', reason: string | null): Columns => ({
  status: 'open',
  assignmentState: state,
  partnerId: null,
  partnerName: null,
  actualMoveDate: null,
  declineReason: reason,
});

/** The partner says no: only its own offer, still open, before its deadline. */
export function declineOffer(id: string, partnerId: string, reason: string, transaction: Transaction): Promise<MoveRecord | null> {
  return transition(
    id,
    'partnerassigned',
    { partnerId, assignmentState: 'offered', offerDeadline: { [Op.gt]: literal('now()') } },
    returnedColumns('declined', reason),
    transaction,
  );
}

/** An offer whose deadline has passed unanswered goes back to open. */
export function expireOffer(id: string, transaction: Transaction): Promise<MoveRecord | null> {
  return transition(
    id,
    'partnerassigned',
    { assignmentState: 'offered', offerDeadline: { [Op.lte]: literal('now()') } },
    returnedColumns('expired', null),
    transaction,
  );
}

/** The crew is coming: once, for an accepted job of this partner. */
export function markCrewOnWay(id: string, partnerId: string, transaction: Transaction): Promise<MoveRecord | null> {
  return transition(id, 'partnerassigned', { partnerId, assignmentState: 'accepted', crewOnWayAt: null }, { crewOnWayAt: literal('now()') }, transaction);
}

/**
 * Only when the actual move date is `today` (in the pickup's time zone) or earlier; by a partner
 * (`partnerId`), only its own accepted job.
 */
export function completeOrder(id: string, today: string, transaction: Transaction, partnerId?: string): Promise<MoveRecord | null> {
  const own = partnerId === undefined ? {} : { partnerId, assignmentState: 'accepted' };
  return transition(id, 'partnerassigned', { actualMoveDate: { [Op.lte]: today }, ...own }, { status: 'completed', offerDeadline: null }, transaction);
}

/** From the status the order was read in; the partner and the actual date stay on a cancelled order. */
export function cancelOrder(
  id: string,
  from: OrderStatus,
  cancellation: { cancelReason: string; cancelDate: string },
  transaction: Transaction,
): Promise<MoveRecord | null> {
  return transition(id, from, {}, { status: 'cancelled', ...cancellation }, transaction);
}

/** Orders assigned to a partner and not yet completed or cancelled. */
export async function countAssignedOrders(partnerId: string, transaction?: Transaction): Promise<number> {
  return MoveModel.count({ where: { partnerId, status: 'partnerassigned' }, transaction });
}
