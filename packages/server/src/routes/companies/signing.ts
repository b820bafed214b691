import {
  companySigningMessages,
  endpoints,
  limaDate,
  type CompanySigningStatus,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { memberPublicIds, tellCompaniesChanged } from '../../companies/company-events.ts';
import {
  findCompanySigning,
  setCompanySigning,
  type CompanySigning,
} from '../../companies/company-repository.ts';
import { tellDoubleOfDesignations } from '../../signing/double-designations.ts';
import { signingProviderOf } from '../../signing/platform-identity.ts';
import { platformIdentityOrDevelopment } from '../../signing/platform-signing-key.ts';

const m = companySigningMessages;

/**
 * «Firma» (issue 40): who signs the company's documents. «Facturador firma por ti» signs with the
 * platform's certificate as the company's PSE, once the company designated Facturador in SUNAT
 * Operaciones en Línea (required in production, confirmed here); «Uso mi propio certificado»
 * signs with the certificate uploaded in credentials.ts. Members read it; owners and
 * administrators change it.
 */
const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = async (signing: CompanySigning): Promise<CompanySigningStatus> => ({
    mode: signing.mode,
    pseDesignationConfirmedAt: signing.pseDesignationConfirmedAt
      ? new Date(signing.pseDesignationConfirmedAt).toISOString()
      : null,
    provider: signingProviderOf(await platformIdentityOrDevelopment(app, app.db)),
  });

  contractRoute(app, endpoints.getCompanySigning, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return { success: true as const, data: await status(await findCompanySigning(app.db, companyId)) };
  });

  contractRoute(app, endpoints.setCompanySigning, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const { companyId } = membership;
    const { mode, pseDesignationConfirmed } = request.body;
    const now = app.clock.now();
    await setCompanySigning(app.db, companyId, mode, pseDesignationConfirmed ?? null, now);
    const row = await findCompanySigning(app.db, companyId);
    const data = await status(row);
    // What the company says it did in SUNAT, the double (SUNAT outside production) learns.
    if (mode === 'pse' && data.provider && row.pseDesignationConfirmedAt)
      await tellDoubleOfDesignations(app.env, request.log, [
        {
          ruc: row.ruc,
          pse: data.provider.ruc,
          from: limaDate(new Date(row.pseDesignationConfirmedAt)),
        },
      ]);
    tellCompaniesChanged(app, await memberPublicIds(app.db, companyId));
    const message =
      pseDesignationConfirmed === true
        ? m.designationConfirmed
        : pseDesignationConfirmed === false
          ? m.designationWithdrawn
          : mode === 'pse'
            ? m.savedPse
            : m.savedOwn;
    return { success: true as const, message, data };
  });
};

export default signingRoutes;
