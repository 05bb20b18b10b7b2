import type { Principal } from '../../platform/auth.js';
import type { ChangeRequestInput, CustomerCancelRequest, CustomerOrderChange, CustomerOrderOptions, NewDates, RatingInput, RepricedDates } from './selfServiceTypes.js';

const todo = (): never => {
  throw new Error('not built yet');
};
export const orderOptions = async (_u: Principal, _id: string): Promise<CustomerOrderOptions> => todo();
export const repriceDates = async (_u: Principal, _id: string, _b: NewDates): Promise<RepricedDates> => todo();
export const reschedule = async (_u: Principal, _id: string, _b: NewDates): Promise<CustomerOrderChange> => todo();
export const requestChange = async (_u: Principal, _id: string, _b: ChangeRequestInput): Promise<CustomerOrderChange> => todo();
export const withdrawChange = async (_u: Principal, _id: string, _r: string): Promise<CustomerOrderChange> => todo();
export const cancelOnline = async (_u: Principal, _id: string, _b: CustomerCancelRequest): Promise<CustomerOrderChange> => todo();
export const rateOrder = async (_u: Principal, _id: string, _b: RatingInput): Promise<CustomerOrderChange> => todo();
