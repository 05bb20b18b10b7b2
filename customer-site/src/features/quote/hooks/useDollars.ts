import { useFormats } from '@/lib/i18n';

/**
 * Whole dollars with thousands separators, as every amount shows (DESIGN §2): '$3,969' in both
 * languages (US readers write money the same way in Spanish). The active language's number format,
 * so English shows exactly what it did.
 */
export function useDollars(): (amount: number) => string {
  const { number } = useFormats();
  return (amount: number) => `${amount < 0 ? '-' : ''}$${number(Math.round(Math.abs(amount)))}`;
}
