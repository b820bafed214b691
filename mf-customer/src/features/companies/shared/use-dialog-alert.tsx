import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { isApiError } from '@facturador/auth-api';
import { ROUTE_PATHS } from '@facturador/contracts';
import { applyServerErrors } from '@facturador/forms';
import { companiesMessages } from '../messages.ts';

/** What a refusal for a plan limit offers: the page where the plan is changed. */
function PlanLimitLink() {
  return (
    <Button
      component={Link}
      to={ROUTE_PATHS.myPlans}
      color="inherit"
      size="small"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {companiesMessages.planLimitLink}
    </Button>
  );
}

/**
 * A company dialog's alert: the server's refusal that no field holds, and, when the refusal
 * is the plan's limit (code PLAN_LIMIT), a link to Mis Planes y Tokens to raise it.
 */
export function useDialogAlert() {
  const [failure, setFailure] = useState<{ text: string; planLimit: boolean } | null>(null);
  const alertAction: ReactNode = failure?.planLimit ? <PlanLimitLink /> : undefined;
  return {
    alert: failure?.text ?? null,
    alertAction,
    clear: () => setFailure(null),
    fail: <T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown) => {
      const text = applyServerErrors(form, error);
      setFailure(text ? { text, planLimit: isApiError(error) && error.code === 'PLAN_LIMIT' } : null);
    },
  };
}
