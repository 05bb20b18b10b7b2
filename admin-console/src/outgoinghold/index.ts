export { OutgoingHoldBanner } from './OutgoingHoldBanner';
