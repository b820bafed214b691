import { productionProblemText } from '@facturador/contracts';
import { formatDate } from '../../shared/format.ts';
import { dashboardMessages } from './messages.ts';
import type { NextStep } from './next-steps.ts';

const messages = dashboardMessages.nextSteps;

/** A step's link text: what to do, for which company. */
export function stepTitle(step: NextStep): string {
  if (step.kind === 'registerCompany') return messages.registerCompany.title;
  const company = step.company.name;
  if (step.kind === 'certificateExpiring') return messages.certificateExpiring.title(company);
  if (step.kind === 'productionReady') return messages.productionReady.title(company);
  const { check } = step;
  switch (check.kind) {
    case 'ruc':
      return messages.ruc.title(company);
    case 'signing':
      return check.problem === 'certificateMissing'
        ? messages.certificateMissing.title(company)
        : check.problem === 'certificateExpired'
          ? messages.certificateExpired.title(company)
          : messages.designation.title(company);
    case 'sol':
      return check.problem === 'missing'
        ? messages.solMissing.title(company)
        : check.problem === 'untested'
          ? messages.solUntested.title(company)
          : messages.solFailed.title(company);
    case 'series':
      return messages.series.title(company);
  }
}

/** The line under it: why, in the words the checklist uses. */
export function stepHint(step: NextStep): string {
  switch (step.kind) {
    case 'registerCompany':
      return messages.registerCompany.hint;
    case 'certificateExpiring':
      return messages.certificateExpiring.hint(formatDate(step.notAfter));
    case 'productionReady':
      return messages.productionReady.hint;
    case 'check':
      return step.check.kind === 'series' ? messages.series.hint : (productionProblemText(step.check) ?? '');
  }
}
