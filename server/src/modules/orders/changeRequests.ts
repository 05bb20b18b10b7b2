import type { Principal } from '../../platform/auth.js';
import type { ApproveChangeRequest, ChangeRequestAnswer, DeclineChangeRequest } from './selfServiceTypes.js';
const todo = (): never => {
  throw new Error('not built yet');
};
export const approveChangeRequest = async (_u: Principal, _id: string, _b: ApproveChangeRequest): Promise<ChangeRequestAnswer> => todo();
export const declineChangeRequest = async (_u: Principal, _id: string, _b: DeclineChangeRequest): Promise<ChangeRequestAnswer> => todo();
