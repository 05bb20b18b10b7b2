import type { NewApiKey, NewWebhookEndpoint } from '../modules/integrations/index.js';
import type { AddOrderRequest, AssignPartnerRequest, CancelOrderRequest, ChangeStatusRequest, SignupDetails } from '../modules/orders/index.js';
import type { CommercialEnquiryRequest, HomeEnquiryRequest, MoveDraft } from '../modules/quotes/index.js';
import type { RecordPaymentRequest, RefundRequest } from '../modules/payments/index.js';
import type { LoginRequest } from '../modules/users/index.js';

/*
 * Examples of the main request bodies, put beside their schemas in the OpenAPI document by
 * finishSpec. Typed with the bodies' own types, so a body that changes shape cannot leave its
 * example behind; Spectral checks each against its schema (`npm run check`).
 */

/** Tuesday 12/08/2026 and the day after, as calendar days travel: UTC midnight in ms. */
const TUESDAY = 1796688000000;
const WEDNESDAY = TUESDAY + 86_400_000;
const ORDER_ID = '4b837702-12d6-4f87-bb83-14eddb1e9223';

/** A two-bedroom apartment moving across Denver, as the wizard sends it. */
const DRAFT: MoveDraft = {
  serviceType: { boxedAndReadyToGo: true, packingAndMoving: false },
  moveDatePreferences: { preferredDateOpt1: TUESDAY, preferredDateOpt2: WEDNESDAY },
  pickupTab1: {
    whereYouMovingFrom: 'apartment / condo',
    pickUpLocationSize: '1,000 - 1,500',
    noOfFloors: '2',
    pickUpRooms: { livingroom: 1, bedroom: 2, kitchen: 1, bathroom: 1 },
    pickUpAddress: { streetaddress: '1600 Glenarm Pl', streetaddress2: 'Apt 4', city: 'Denver', state: 'CO', zipcode: '80202' },
    pickUpAddressFilled: true,
  },
  pickupTab2: { moversWillNeedToNavigate: { passengerelevator: true }, otherDesc: '', otherDescFilled: false, heavyItemsToMove: { uprightpiano: 1 } },
  dropLocationTab: {
    moveTo: 'house',
    dropLocationSize: '1,000 - 1,500',
    dropLocationNoOfFloor: 'Ground',
    dropoffAddress: { streetaddress: '2200 Kearney St', city: 'Denver', state: 'CO', zipcode: '80207' },
    dropoffAddressFilled: true,
    anythingElseToKnow: 'Street parking only.',
    moversWillNeedToNavigate: {},
    otherDesc: '',
  },
  packingSupplies: { loadingAndUnloading: false, mediumPacking: false, largePacking: false },
  servicesTab: { desiredDeliveryDate: { preferredDate: null } },
  additionalHelp: { disassemblefurniture: true, reassemblefurniture: true, unpacking: false },
};

const CUSTOMER = { firstName: 'Ana', lastName: 'Smith', userEmail: 'ana.smith@example.com', userPhone: '3035550111' };

export const REQUEST_EXAMPLES: {
  QuoteResidential: MoveDraft;
  SignUp: SignupDetails;
  Login: LoginRequest;
  AddOrder: AddOrderRequest;
  QuoteNewOrder: MoveDraft;
  ChangeStatus: ChangeStatusRequest;
  AssignPartner: AssignPartnerRequest;
  CancelOrder: CancelOrderRequest;
  HomeEnquiry: HomeEnquiryRequest;
  CommercialEnquiry: CommercialEnquiryRequest;
  CreateApiKey: NewApiKey;
  CreateWebhook: NewWebhookEndpoint;
  RecordPayment: RecordPaymentRequest;
  Refund: RefundRequest;
} = {
  QuoteResidential: DRAFT,
  SignUp: { moveDetailsID: ORDER_ID, ...CUSTOMER, password: 'correct horse battery', confirmPassword: 'correct horse battery', terms: true },
  Login: { loginEmail: 'ana.smith@example.com', loginPassword: 'correct horse battery', keepMeLoggedIn: false },
  AddOrder: { ...DRAFT, customerDetails: CUSTOMER, confirmSaveAdminAction: 'confirm', finalMoveAmount: '640' },
  QuoteNewOrder: DRAFT,
  ChangeStatus: { moveDatabaseID: ORDER_ID, status: 'open' },
  AssignPartner: { moveDatabaseID: ORDER_ID, actualMoveDate: TUESDAY, partnerDatabaseID: '0d4f5a9e-7b1c-4e3a-9f26-5c8d1b2a3e4f' },
  CancelOrder: { moveDatabaseID: ORDER_ID, cancelReason: 'The customer found another date with family helping.', moveCancelDate: TUESDAY },
  HomeEnquiry: {
    selectOption: 'Moving a piano',
    firstName: 'Ana',
    lastName: 'Smith',
    phone: '3035550111',
    email: 'ana.smith@example.com',
    comment: 'Can you move an upright piano up two floors?',
    notification: true,
  },
  CommercialEnquiry: {
    fromlocation: 'Denver, CO',
    tolocation: 'Fort Collins, CO',
    firstname: 'Ana',
    lastname: 'Smith',
    useremail: 'ana.smith@example.com',
    userphone: '3035550111',
    moredesc: 'A 12-desk office, 40 boxes of files, on a weekend.',
  },
  CreateApiKey: { name: 'Warehouse sync', scopes: ['orders:read'], expiresAt: null },
  CreateWebhook: { url: 'https://backoffice.example.com/moveday/events', description: 'Back office', events: ['order.booked', 'order.status_changed'] },
  RecordPayment: { amountCents: 20_050, method: 'check', reference: 'Check 1042', receivedOn: TUESDAY },
  Refund: { amountCents: 5_000, method: 'cash', reason: 'A smaller truck than quoted', reference: 'Receipt 88' },
};
