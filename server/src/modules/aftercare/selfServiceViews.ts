import { isoToDay } from '@moveday/openapi';
import type { RatingRecord } from './ratingsRepository.js';
import type { ChangeRequestRecord } from './selfServiceRepository.js';
import type { CustomerChangeRequest, GivenRating } from '../orders/index.js';

/** A change request as its customer reads it (the console adds its own fields). */
export const toCustomerRequest = (request: ChangeRequestRecord): CustomerChangeRequest => ({
  id: request.id,
  state: request.state,
  preferredDates: [request.preferredDate1, request.preferredDate2].map(isoToDay),
  desiredDeliveryDate: request.deliveryDate ? isoToDay(request.deliveryDate) : null,
  note: request.note,
  newAmount: request.newAmount,
  answer: request.answer,
  createdAt: request.createdAt.getTime(),
  decidedAt: request.decidedAt?.getTime() ?? null,
});

export const toGivenRating = (rating: RatingRecord): GivenRating => ({ stars: rating.stars, comment: rating.comment, createdAt: rating.createdAt.getTime() });
