import type { DocumentInput, DocumentLineInput, DocumentPrintedLine } from '@facturador/contracts';
import { Money, type ComputedDocument, type ComputedLine } from '@facturador/einvoice';

type Decimal = InstanceType<typeof Money>;

/** At least 2 decimals, more only when the price has them: `10` → `10.00`, `0.055` → `0.055`. */
const withNeededDecimals = (value: Decimal) => value.toFixed(Math.max(2, value.decimalPlaces()));

/**
 * The engine's price with taxes is a quotient (line total ÷ quantity) kept with 10 decimals. A
 * price with up to 4 decimals (S/ 0.0550 a screw) is written in full; a repeating one
 * (10.00 ÷ 3 = 3.3333333333) is what the buyer would be told: 3.33.
 */
const EXACT_PRICE_DECIMALS = 4;

function computedPrice(price: Decimal): string {
  return price.decimalPlaces() <= EXACT_PRICE_DECIMALS ? withNeededDecimals(price) : price.toFixed(2);
}

/**
 * The unit price the buyer was told, with taxes: the one typed when the line was given by its
 * price (a discount or a bag tax then leaves the engine's price different from it), else the
 * engine's price with taxes.
 */
function toldPrice(line: ComputedLine, input: DocumentLineInput | undefined): string {
  if (input?.unitPrice !== undefined) return withNeededDecimals(new Money(input.unitPrice));
  return computedPrice(new Money(line.unitPrice.toString()));
}

/** What the line charges with its taxes; a free line charges nothing. */
const chargedAmount = (line: ComputedLine) =>
  line.isFree ? '0.00' : line.lineExtensionAmount.plus(line.taxTotal).toFixed(2);

/**
 * The lines as the printed document and the detail page show them, rebuilt from the stored
 * input: the engine's lines come in the input's order.
 */
export function printedLinesOf(
  computed: ComputedDocument,
  input: Pick<DocumentInput, 'lines'>,
): DocumentPrintedLine[] {
  return computed.lines.map((line, index) => ({
    description: line.description,
    quantity: line.quantity.toFixed(),
    unitCode: line.unitCode,
    affectation: line.affectation,
    unitPrice: toldPrice(line, input.lines[index]),
    amount: chargedAmount(line),
  }));
}
