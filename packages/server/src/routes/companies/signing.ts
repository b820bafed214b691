import { z } from 'zod';
import {
  companySigningMessages,
  companySigningRequestSchema,
  companySigningResponseSchema,
  errorResponseSchema,
  limaDate,
  type CompanySigningStatus,
  type SigningMode,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { memberPublicIds, tellCompaniesChanged } from '../../companies/company-events.ts';
import type { Queryable } from '../../db/database.ts';
import { tellDoubleOfDesignations } from '../../signing/double-designations.ts';
import { signingProviderOf } from '../../signing/platform-identity.ts';
import { platformIdentityOrDevelopment } from '../../signing/platform-signing-key.ts';

const companyParams = z.object({ id: z.string() });

interface SigningRow {
  ruc: string;
  signing_mode: SigningMode;
  pse_designation_confirmed_at: Date | null;
}

const readSigning = async (db: Queryable, companyId: string) =>
  (
    await db.query<SigningRow>(
      'SELECT ruc, signing_mode, pse_designation_confirmed_at FROM companies WHERE id = $1',
      [companyId],
    )
  )[0]!;

const m = companySigningMessages;

/**
 * «Firma» (issue 40): who signs the company's documents. «Facturador firma por ti» signs with the
 * platform's certificate as the company's PSE, once the company designated Facturador in SUNAT
 * Operaciones en Línea (required in production, confirmed here); «Uso mi propio certificado»
 * signs with the certificate uploaded in credentials.ts. Members read it; owners and
 * administrators change it.
 */
const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = async (row: SigningRow): Promise<CompanySigningStatus> => ({
    mode: row.signing_mode,
    pseDesignationConfirmedAt: row.pse_designation_confirmed_at
      ? new Date(row.pse_designation_confirmed_at).toISOString()
      : null,
    provider: signingProviderOf(await platformIdentityOrDevelopment(app, app.db)),
  });

  app.get(
    '/companies/:id/signing',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Quién firma los comprobantes de la empresa, y el PSE (RUC) que debe designar en SUNAT',
        params: companyParams,
        response: { 200: companySigningResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      return { success: true as const, data: await status(await readSigning(app.db, companyId)) };
    },
  );

  app.put(
    '/companies/:id/signing',
    {
      schema: {
        tags: ['empresas'],
        summary:
          'Elegir quién firma: Facturador como PSE de la empresa o su propio certificado; confirmar la designación de Facturador en SUNAT',
        params: companyParams,
        body: companySigningRequestSchema,
        response: { 200: companySigningResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      const { companyId } = membership;
      const { mode, pseDesignationConfirmed } = request.body;
      const now = app.clock.now();
      // A confirmation keeps its first date; false withdraws it; absent leaves it as it is.
      await app.db.query(
        `UPDATE companies SET signing_mode = $2, updated_at = $3,
           pse_designation_confirmed_at = CASE WHEN $4::boolean IS NULL THEN pse_designation_confirmed_at
                                               WHEN $4::boolean THEN COALESCE(pse_designation_confirmed_at, $3)
                                               ELSE NULL END
         WHERE id = $1`,
        [companyId, mode, now, pseDesignationConfirmed ?? null],
      );
      const row = await readSigning(app.db, companyId);
      const data = await status(row);
      // What the company says it did in SUNAT, the double (SUNAT outside production) learns.
      if (mode === 'pse' && data.provider && row.pse_designation_confirmed_at)
        await tellDoubleOfDesignations(app.env, request.log, [
          {
            ruc: row.ruc,
            pse: data.provider.ruc,
            from: limaDate(new Date(row.pse_designation_confirmed_at)),
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
    },
  );
};

export default signingRoutes;
