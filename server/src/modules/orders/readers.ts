import type { Transaction } from 'sequelize';
import { wordingFor, type Wording } from '../../platform/i18n.js';
import { accountLocale } from '../users/index.js';
import type { MoveRecord } from './movesRepository.js';

/** The words and formats of the order's customer: their account's language (English without one). */
export async function customerWording(move: Pick<MoveRecord, 'customerId' | 'customerEmail'>, transaction?: Transaction): Promise<Wording> {
  return wordingFor(await accountLocale({ id: move.customerId, email: move.customerEmail }, transaction));
}
