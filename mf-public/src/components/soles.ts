import { priceBreakdown, solesToCents } from '@facturador/contracts';

const formatter = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "S/ 149.00": soles as Peruvian invoices write them. */
export const soles = (amount: number): string => `S/ ${formatter.format(amount)}`;

/** DOMAIN.md: the base of a price shown IGV included is price / (1 + rate), the rate a setting. */
export const baseOf = (priceWithIgv: number, igvRate: number): number =>
  priceBreakdown(solesToCents(priceWithIgv), igvRate).base / 100;

/** 0.18 → "18 %" (no break before %; Configuración del Sistema allows decimals). */
export const igvPercent = (igvRate: number): string =>
  `${new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 }).format(igvRate * 100)}\u00a0%`;
