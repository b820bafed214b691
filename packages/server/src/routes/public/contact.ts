import { contactMessages, type ContactRequest, endpoints } from '@facturador/contracts';
import { readSettings } from '../../settings/system-settings.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { contactMessagesSince, insertContactMessage } from '../../contact/contact-messages.ts';
import type { Queryable } from '../../db/database.ts';
import { TooManyRequestsError } from '../../http/app-error.ts';
import { CONTACT_LIMIT } from './support.ts';

/** Seconds until this IP may send another message; 0 when it may now. */
async function contactRetryAfter(db: Queryable, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - CONTACT_LIMIT.windowMs);
  const { sent, oldest } = await contactMessagesSince(db, ip, since);
  if (sent < CONTACT_LIMIT.maxMessages || !oldest) return 0;
  const freeAt = new Date(oldest).getTime() + CONTACT_LIMIT.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

function mailText(
  message: Required<Pick<ContactRequest, 'name' | 'email' | 'message'>> & { phone: string | null },
) {
  return [
    'Nuevo mensaje desde el formulario de contacto de Facturador.',
    '',
    `Nombre: ${message.name}`,
    `Email: ${message.email}`,
    `Teléfono: ${message.phone ?? 'no indicado'}`,
    '',
    message.message,
  ].join('\n');
}

/** POST /contact: stores the message, mails support, and limits how often one IP may write. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.sendContact, async (request, reply) => {
    const now = app.clock.now();
    const retryAfter = await contactRetryAfter(app.db, request.ip, now);
    if (retryAfter > 0) throw new TooManyRequestsError(contactMessages.rateLimited, retryAfter);
    const { name, email, message } = request.body;
    const phone = request.body.phone ? request.body.phone : null;
    await insertContactMessage(app.db, { name, email, phone, message, ip: request.ip }, now);
    await app.mailer.send({
      // SPEC.md §9's support address: the stored setting (SUPPORT_EMAIL until one is saved).
      to: (await readSettings(app.db, app.env)).settings.supportEmail,
      subject: `Contacto web: ${name}`,
      text: mailText({ name, email, phone, message }),
    });
    return reply.code(201).send({ success: true as const, message: contactMessages.sent });
  });
};

export default contactRoutes;
