import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 3267: every installment falls due after the issue date (the same day is refused). */
export const installmentDueDate3267: DocumentRule = ({ payment, issueDate }) =>
  payment.method !== 'Credito'
    ? []
    : payment.installments.flatMap((installment, index) =>
        installment.dueDate > issueDate
          ? []
          : [issue(`payment.installments.${index}.dueDate`, '3267', ruleMessages.installmentDueDate)],
      );
