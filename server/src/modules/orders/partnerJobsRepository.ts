import { Op, QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import { MoveModel } from './models.js';
import type { MoveRecord } from './movesRepository.js';

/** How many past jobs the partner's list shows. */
const PAST_JOBS = 100;

/** The partner's jobs: the ones it has now (offered or accepted), and its latest past ones. */
export async function findPartnerJobs(partnerId: string): Promise<{ current: MoveRecord[]; past: MoveRecord[] }> {
  const [current, past] = await Promise.all([
    MoveModel.findAll({
      where: { partnerId, status: 'partnerassigned' },
      order: [
        ['actualMoveDate', 'ASC'],
        ['moveNumber', 'ASC'],
      ],
    }),
    MoveModel.findAll({
      where: { partnerId, status: { [Op.in]: ['completed', 'cancelled'] } },
      order: [
        ['actualMoveDate', 'DESC NULLS LAST'],
        ['moveNumber', 'DESC'],
      ],
      limit: PAST_JOBS,
    }),
  ]);
  return { current: current.map((m) => m.get({ plain: true })), past: past.map((m) => m.get({ plain: true })) };
}

/** Whether the order's history shows an offer of it to this partner. */
export async function wasOfferedTo(moveId: string, partnerId: string, transaction?: Transaction): Promise<boolean> {
  const [row] = await db().query<{ offered: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM move_events WHERE move_id = $1 AND action IN ('partnerassigned', 'reassigned') AND changes->>'partnerID' = $2) AS offered`,
    { bind: [moveId, partnerId], type: QueryTypes.SELECT, transaction },
  );
  return row?.offered ?? false;
}
