import { despatchApiMessages, documentEnvironmentOf, endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { companyEnvironment } from '../../companies/company-repository.ts';
import { greCredentialsState, saveGreCredentials } from '../../companies/credential-repository.ts';
import { GreCredentialsError } from '../../documents/transport/gre-transport.ts';
import { TransportError } from '../../documents/transport/sunat-transport.ts';
import { greTransportOf } from '../../documents/transport/transport-of.ts';
import { AppError } from '../../http/app-error.ts';
import { secretContext } from '../../crypto/secret-context.ts';

/**
 * The company's «Credenciales de API SUNAT» for guías (issue 42): client_id and client_secret,
 * both sealed (app.secrets, AES-256-GCM) like the SOL password and never answered nor logged;
 * the answers say only whether they are set and since when. «Probar conexión» asks SUNAT (or the
 * double) for a token with them and the SOL user. Owners and administrators.
 */
const greCredentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const stateOf = (companyId: string) => greCredentialsState(app.db, companyId);

  contractRoute(app, endpoints.getGreCredentials, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    return { success: true as const, data: await stateOf(membership.companyId) };
  });

  contractRoute(app, endpoints.setGreCredentials, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const { companyId } = membership;
    const now = app.clock.now();
    await saveGreCredentials(
      app.db,
      companyId,
      {
        clientId: app.secrets.seal(request.body.clientId, secretContext(companyId, 'gre_client_id')),
        clientSecret: app.secrets.seal(
          request.body.clientSecret,
          secretContext(companyId, 'gre_client_secret'),
        ),
      },
      now,
    );
    return {
      success: true as const,
      message: despatchApiMessages.greSaved,
      data: await stateOf(companyId),
    };
  });

  contractRoute(app, endpoints.testGreCredentials, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const { companyId } = membership;
    if (!(await stateOf(companyId)).configured)
      throw new AppError(409, 'CONFLICT', despatchApiMessages.greNotSaved);
    const environment = await companyEnvironment(app.db, companyId);
    const transport = await greTransportOf(app, companyId, documentEnvironmentOf(environment), () => {}, {
      fresh: true,
    });
    try {
      await transport.token();
      return {
        success: true as const,
        message: despatchApiMessages.greTestOk,
        data: { ok: true, error: null },
      };
    } catch (error) {
      if (error instanceof GreCredentialsError)
        return {
          success: true as const,
          message: despatchApiMessages.greTestRefused(error.description || error.error),
          data: { ok: false, error: error.error },
        };
      if (error instanceof TransportError)
        return {
          success: true as const,
          message: despatchApiMessages.greTestUnavailable,
          data: { ok: false, error: null },
        };
      throw error;
    }
  });
};

export default greCredentialRoutes;
