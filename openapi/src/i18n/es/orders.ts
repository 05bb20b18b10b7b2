import type { OrdersWords } from '../words/orders.js';
import type { Translation } from '../translation.js';

export const OrdersWordsEs = {
} as const satisfies Translation<typeof OrdersWords>;
