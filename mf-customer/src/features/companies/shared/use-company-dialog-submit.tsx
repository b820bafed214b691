import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { isApiError } from '@facturador/auth-api';
import { ROUTE_PATHS } from '@facturador/contracts';
import { useServerSubmit, type ServerSubmit } from '@facturador/forms';
import { companiesMessages } from '../messages.ts';

/** What a refusal for a plan limit offers: the page where the plan is changed. */
export function PlanLimitLink() {
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
 * A company dialog's submit (useServerSubmit) whose alert, when the refusal is the plan's
 * limit (code PLAN_LIMIT), also offers a link to Mis Planes y Tokens to raise it.
 */
export function useCompanyDialogSubmit<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  send: (values: TTransformedValues) => Promise<unknown>,
): ServerSubmit & { alertAction: ReactNode } {
  // Read only while the alert shows, and every alert follows a refusal that set it.
  const [planLimit, setPlanLimit] = useState(false);
  const submit = useServerSubmit(form, async (values) => {
    try {
      await send(values);
    } catch (error) {
      setPlanLimit(isApiError(error) && error.code === 'PLAN_LIMIT');
      throw error;
    }
  });
  return { ...submit, alertAction: submit.alert && planLimit ? <PlanLimitLink /> : undefined };
}
