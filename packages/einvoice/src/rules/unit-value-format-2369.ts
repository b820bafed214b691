import { UNIT_VALUE_FORMAT_2369, versionOn } from '../calendar/index.ts';
import { priceAmount } from '../ubl/format.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** Whether SUNAT takes `text` as a line's unit value on `issueDate` (2369: n(12,10), since 2024-02-29 no leading zeros). */
export function unitValueFormatAccepts(text: string, issueDate: string): boolean {
  return versionOn(UNIT_VALUE_FORMAT_2369, issueDate)?.test(text) ?? true;
}

/**
 * SUNAT 2369: each line's cac:Price/cbc:PriceAmount, as the XML will write it, in the format of
 * the issue date. The contract keeps a typed value within 12 integers and 10 decimals and the
 * engine never writes a leading zero, so this guards what the writer produces against the sheet.
 */
export const unitValueFormat2369: DocumentRule = (input, { computed }) =>
  computed.lines.flatMap((line) =>
    unitValueFormatAccepts(priceAmount(line), input.issueDate)
      ? []
      : [issue(`lines.${line.index - 1}.unitValue`, '2369', ruleMessages.unitValueFormat)],
  );
