import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPlan, AdminTokenPack } from '@facturador/contracts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { useViewParam, ViewTabs } from '../../shared/view-tabs.tsx';
import { usePlanAction } from './api/catalogue-mutations.ts';
import { adminPlansQueryOptions, adminTokenPacksQueryOptions } from './api/catalogue-queries.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { plansMessages as messages } from './messages.ts';
import { PlanDialog } from './plan-dialog.tsx';
import { PlansGrid, type PlanAction } from './plans-grid.tsx';
import { TokenPackDialog } from './token-pack-dialog.tsx';
import { TokenPacksGrid } from './token-packs-grid.tsx';
import { LoadError } from '../../shared/load-error.tsx';

const VIEWS = ['planes', 'paquetes'] as const;

/** What is open over the page: a form (new or existing record) or the delete confirmation. */
type Open =
  | { kind: 'plan'; plan: AdminPlan | null }
  | { kind: 'pack'; pack: AdminTokenPack | null }
  | { kind: 'delete'; plan: AdminPlan }
  | null;

/** Planes: the plans and the token packs the site sells, each in its tab. */
export default function AdminPlansPage() {
  const [view, setView] = useViewParam(VIEWS);
  const plans = useQuery(adminPlansQueryOptions());
  const packs = useQuery(adminTokenPacksQueryOptions());
  const planAction = usePlanAction();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const onPlanAction = (action: PlanAction, plan: AdminPlan) => {
    if (action === 'edit') setOpen({ kind: 'plan', plan });
    else if (action === 'delete') setOpen({ kind: 'delete', plan });
    else planAction.run({ action, id: plan.id });
  };
  const failed = view === 'planes' ? plans : packs;

  return (
    <AdminPage
      title={messages.title}
      description={messages.description}
      actions={
        view === 'planes' ? (
          <Button variant="contained" onClick={() => setOpen({ kind: 'plan', plan: null })}>
            {messages.newPlan}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setOpen({ kind: 'pack', pack: null })}>
            {messages.newPack}
          </Button>
        )
      }
    >
      <ViewTabs
        label={messages.tabs.label}
        view={view}
        onChange={setView}
        tabs={[
          { value: 'planes', label: messages.tabs.plans },
          { value: 'paquetes', label: messages.tabs.packs },
        ]}
      />
      <LoadError query={failed} message={messages.loadError} />
      {view === 'planes' ? (
        <PlansGrid plans={plans.data ?? []} loading={plans.isPending} onAction={onPlanAction} />
      ) : (
        <TokenPacksGrid
          packs={packs.data ?? []}
          loading={packs.isPending}
          onEdit={(pack) => setOpen({ kind: 'pack', pack })}
        />
      )}
      {open?.kind === 'plan' && <PlanDialog plan={open.plan} onClose={close} />}
      {open?.kind === 'pack' && <TokenPackDialog pack={open.pack} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          plan={open.plan}
          onClose={close}
          onConfirm={() => {
            planAction.run({ action: 'delete', id: open.plan.id });
            close();
          }}
        />
      )}
    </AdminPage>
  );
}
