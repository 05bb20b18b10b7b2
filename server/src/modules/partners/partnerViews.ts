import { isoToDay, stateCode } from '@moveday/openapi';
import { contact } from './partnerForms.js';
import { CONTACTS, CONTACT_FIELDS, type PartnerRecord } from './partnersRepository.js';
import type { Partner, PartnerLoad } from './partnersTypes.js';

// A partner as the API answers it: both forms, its load and its customers' ratings.

/** "City, ST" */
export const locationOf = (city: string, state: string) => `${city}, ${stateCode(state) ?? state}`;

export const NO_LOAD: PartnerLoad = { thisWeek: 0, nextWeek: 0, daysAtCapacity: 0 };

const NO_RATINGS = { ratingAverage: null, ratingCount: 0 };

export function toPartner(p: PartnerRecord, load: PartnerLoad = NO_LOAD, ratings: Pick<Partner, 'ratingAverage' | 'ratingCount'> = NO_RATINGS): Partner {
  const flat = Object.fromEntries(CONTACTS.flatMap((role) => CONTACT_FIELDS.map((field) => [contact[role][field].flat, p[role][field]]))) as Pick<
    Partner,
    'namePrimaryContact'
  >;
  const fitness = {
    serviceCities: [...p.serviceCities],
    crews: p.crews,
    licenceNumber: p.licenceNumber,
    insuranceExpires: p.insuranceExpires === null ? null : isoToDay(p.insuranceExpires),
  };
  return {
    id: p.id,
    partnerID: p.id,
    companyName: p.companyName,
    state: p.state,
    city: p.city,
    location: locationOf(p.city, p.state),
    ...fitness,
    partnerDetails: { companyName: p.companyName, state: p.state, city: p.city, ...fitness, serviceCities: [...fitness.serviceCities] },
    primaryContact: { ...p.primaryContact },
    secondaryContact: { ...p.secondaryContact },
    ...(flat as Omit<
      Partner,
      | 'id'
      | 'partnerID'
      | 'companyName'
      | 'state'
      | 'city'
      | 'location'
      | 'partnerDetails'
      | 'primaryContact'
      | 'secondaryContact'
      | 'createdAt'
      | 'updatedAt'
      | 'load'
      | 'ratingAverage'
      | 'ratingCount'
      | keyof typeof fitness
    >),
    load,
    ...ratings,
    createdAt: p.createdAt.getTime(),
    updatedAt: p.updatedAt.getTime(),
  };
}
