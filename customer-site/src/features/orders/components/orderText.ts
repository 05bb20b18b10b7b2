import * as words from '@moveday/openapi';
import type { OrderDetail } from '../api/getOrderDetail';

/** Words for an order's fields: the shared catalogue's, as the wizard's review says them too. */
type Counts = Record<string, number | undefined>;

export const serviceTypeText = (serviceType: OrderDetail['serviceType']) => words.serviceTypeText({ serviceType }) || 'Not chosen';
export const moveTypeText = (key: string) => words.moveTypeText(key);
export const sizeText = (key: string) => words.sizeText(key);
export const floorsText = (floors: string) => floors;
export const addressLines = (address: OrderDetail['pickupTab1']['pickUpAddress']) => words.addressLines(address);
export const roomsText = (rooms: Counts) => words.countsText(rooms, words.ROOMS);
export const heavyItemsText = (items: Counts) => words.countsText(items, words.HEAVY_ITEMS);
export const obstaclesText = (flags: OrderDetail['pickupTab2']['moversWillNeedToNavigate'], otherDesc?: string | null) => words.obstaclesText(flags, otherDesc);
export const packingKitText = (packingSupplies: OrderDetail['packingSupplies']) => words.packingKitText({ packingSupplies });
export const additionalHelpText = (additionalHelp: OrderDetail['additionalHelp']) => words.additionalHelpText({ additionalHelp });
export const dayText = (ms: number | null | undefined) => (ms === null || ms === undefined ? 'Not set' : words.formatDay(ms));
