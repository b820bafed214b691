import { daysBetween, limaToday } from './dates.ts';
import type { DocumentIdentity } from './document/read-document.ts';
import type { ResolvedOptions } from './options.ts';
import type { Failure } from './received.ts';
import { isElectronicSeries, noteReference } from './registry/references.ts';
import { summaryActions } from './registry/summary-checks.ts';

/** Is this bill on the factura clock (01, or a note of a factura / F series) or the boleta one? */
function isFacturaFamily(type: string, identity: DocumentIdentity): boolean {
  if (type === '01') return true;
  if (type === '03') return false;
  const ref = noteReference(identity.root);
  if (ref) return ref.type === '01';
  return (identity.series ?? '').startsWith('F');
}

/**
 * Step 8 for bills: 2329 when the issue date is more than `futureDays` ahead of Lima's today;
 * 2108 when a factura (and its notes) comes more than `facturaMaxDays` after it, or 1079 when a
 * boleta (and its notes) comes alone more than `boletaMaxDays` after it (RS 000003-2023/SUNAT).
 * The code is the sheets' row 4: Factura «… mayor al plazo máximo vigente» ERR-2108; Boleta «Si
 * serie del documento no inicia con número: … mayor al plazo máximo vigente» ERR-1079 «Solo puede
 * enviar el comprobante en un resumen diario»; NotaCredito/NotaDebito 2108 when the series does not
 * start with B, 1079 when it does. A series of digits (contingency) is not judged for its date.
 */
export function checkBillDates(
  type: string,
  identity: DocumentIdentity,
  now: Date,
  options: ResolvedOptions,
): Failure | null {
  const issue = identity.issueDate ?? '';
  const age = daysBetween(issue, limaToday(now));
  if (Number.isNaN(age)) return { code: '2329', detail: issue };
  if (-age > options.futureDays) return { code: '2329', detail: issue };
  if (!isElectronicSeries(identity.series ?? '')) return null;
  const factura = isFacturaFamily(type, identity);
  const limit = factura ? options.facturaMaxDays : options.boletaMaxDays;
  if (limit !== null && age > limit) return { code: factura ? '2108' : '1079', detail: issue };
  return null;
}

/**
 * Step 8 for summaries: the generation date (IssueDate) may not be in the future beyond
 * `futureDays` (2329); an RA's documents (ReferenceDate) may be at most `voidedMaxDays` old (2108).
 * An RC is not refused for its date (Resumen diario sheet: past 7 days it is observed, 4443, a
 * rule), but its void lines are: «Si la 'Serie del documento' no inicia con número y el 'Código de
 * operación del ítem' es igual a '3': La diferencia entre la fecha de recepción del resumen y la
 * 'Fecha de emisión de los documentos' es mayor 7 días» (row 9.2, 2957; `voidedMaxDays`).
 */
export function checkSummaryDates(
  identity: DocumentIdentity,
  now: Date,
  options: ResolvedOptions,
): Failure | null {
  const today = limaToday(now);
  const generated = daysBetween(identity.issueDate ?? '', today);
  if (Number.isNaN(generated) || -generated > options.futureDays)
    return { code: '2329', detail: identity.issueDate };
  const age = daysBetween(identity.referenceDate ?? '', today);
  if (Number.isNaN(age)) return { code: '2108', detail: identity.referenceDate };
  if (age <= options.voidedMaxDays) return null;
  if (identity.rootName === 'VoidedDocuments') return { code: '2108', detail: identity.referenceDate };
  const lateVoid = summaryActions(identity).find((a) => a.action === 'void' && isElectronicSeries(a.series));
  return lateVoid ? { code: '2957', detail: `${lateVoid.series}-${lateVoid.number}` } : null;
}
