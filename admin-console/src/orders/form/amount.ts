import { Patterns } from '@moveday/openapi';

/** Save Details, Confirm Order and the Final Cost's Save need an amount that is not empty or 0. */
export const isAmountUsable = (value: string): boolean => Patterns.digits.test(value) && Number(value) > 0;
