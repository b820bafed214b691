import { IGV_RATE } from '@facturador/contracts';

const formatter = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "S/ 149.00": soles as Peruvian invoices write them. */
export const soles = (amount: number): string => `S/ ${formatter.format(amount)}`;

/** DOMAIN.md: the base of a price shown IGV included is price / 1.18. */
export const baseOf = (priceWithIgv: number): number =>
  Math.round((priceWithIgv / (1 + IGV_RATE)) * 100) / 100;
