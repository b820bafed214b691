import { documentPricedWithTaxes, type DocumentInput } from '@facturador/contracts';
import {
  MAX_AMOUNT_IN_WORDS,
  Money,
  type DocumentAmounts,
  type DocumentRuleIssue,
} from '@facturador/einvoice/calc';
import { documentsMessages } from '../messages.ts';
import { amountsOf } from './document-amounts.ts';

const m = documentsMessages.form;

/** One reason the document cannot go, at the form field that holds it. */
export interface FormIssue {
  path: PropertyKey[];
  message: string;
}

/** A path of the contract's request → the form field that holds it (a line's amount is its price). */
export function formPath(path: readonly PropertyKey[]): PropertyKey[] {
  const [head] = path;
  if (typeof head === 'string' && head in OPERATION_FIELDS) return ['operation', OPERATION_FIELDS[head]!];
  return path.map((part) => (part === 'unitValue' || part === 'unitPrice' ? 'price' : part));
}

/** The request's export and advance fields → the form's «Operación» fields that hold them (issue 41). */
const OPERATION_FIELDS: Readonly<Record<string, string>> = {
  incoterm: 'incoterm',
  serviceCountry: 'serviceCountry',
  advance: 'advance',
  advanceDeductions: 'deductedAmount',
};

const linePrice = (index: number): PropertyKey[] => ['lines', index, 'price'];

/**
 * The line that takes the payable amount past SUNAT's n(12,2): the first at which the running
 * total of the lines' amounts with taxes goes beyond it (the last line when none does alone).
 */
function lineBeyondMaximum({ lines }: DocumentAmounts): number {
  let running = new Money('0');
  const index = lines.findIndex((line) => {
    if (line.isFree) return false;
    running = running.plus(line.lineExtensionAmount).plus(line.taxTotal);
    return running.greaterThan(MAX_AMOUNT_IN_WORDS);
  });
  return index === -1 ? lines.length - 1 : index;
}

/**
 * SUNAT's rules (validateDocument) at the form's fields. The amounts they judge are said where
 * the person types them: an amount too large (2370, 2062) at the price of the line that makes it
 * so, not at the quantity or the whole list; a line discount on prices with IGV compared with
 * quantity × price, the words the person typed. (A total below zero always has a discount
 * beyond what it reduces, which 3271 or 3277 names: the tests prove it for any amounts.)
 */
export function ruleIssuesAtFields(
  input: DocumentInput,
  rules: readonly DocumentRuleIssue[],
  igvPercent: string,
): FormIssue[] {
  const priced = documentPricedWithTaxes(input);
  return rules.map((rule): FormIssue => {
    const path = formPath(rule.field.split('.'));
    if (rule.code === '2370') return { path: linePrice(Number(path[1])), message: rule.message };
    if (rule.code === '2062')
      return { path: linePrice(lineBeyondMaximum(amountsOf(input, igvPercent))), message: rule.message };
    if (rule.code === '3271' && priced) return { path, message: m.lineDiscountTooLarge };
    return { path, message: rule.message };
  });
}
