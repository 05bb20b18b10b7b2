import type { ListPage, ListQuery } from '../../platform/restList.js';
import type { RatingAnswer, RatingInput, RatingLinkInfo, RatingsSummary, Review } from './selfServiceTypes.js';
const todo = (): never => {
  throw new Error('not built yet');
};
export const ratingLink = async (_t: string): Promise<RatingLinkInfo> => todo();
export const rateByLink = async (_t: string, _b: RatingInput): Promise<RatingAnswer> => todo();
export const listReviews = async (_q: ListQuery): Promise<ListPage<Review>> => todo();
export const ratingsSummary = async (): Promise<RatingsSummary> => todo();
