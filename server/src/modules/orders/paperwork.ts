import type { Principal } from '../../platform/auth.js';
export interface OrderFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}
export const confirmationFile = async (_u: Principal, _id: string): Promise<OrderFile> => {
  throw new Error('not built yet');
};
export const moveDayCalendarFile = async (_u: Principal, _id: string): Promise<OrderFile> => {
  throw new Error('not built yet');
};
