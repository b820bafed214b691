import { findUnstorableText, textInputMessages } from '@facturador/contracts';
import fp from 'fastify-plugin';
import { validationError } from '../../http/error-answer.ts';

/**
 * Issue 28: a NUL (or another C0 control, or a lone surrogate) in any text of any request is
 * refused with 400 VALIDATION_ERROR before the route's schema runs. One hook rather than a
 * refinement on every `z.string()` of the contracts: it covers every route at once — bodies
 * declared `z.unknown()` (webhooks), records, object keys, params and queries included — and a
 * route added tomorrow cannot forget it. The rule itself (`findUnstorableText`) lives in the
 * contracts, so the browser can apply the same one.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const path = findUnstorableText(value);
        if (path) {
          const field = path.length > 0 ? path.join('.') : part;
          throw validationError([{ field, message: textInputMessages.controlCharacter }]);
        }
      }
    });
  },
  { name: 'text-input-guard' },
);
