import { formatSoles, LIMA_TIME_ZONE, priceBreakdown } from '@facturador/contracts';
import type { MailMessage } from './mailer.ts';

export function verificationCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Tu código de verificación de Facturador',
    text: `Tu código de verificación es: ${code}\n\nVence en 10 minutos. Si no creaste una cuenta en Facturador, ignora este mensaje.`,
  };
}

export function securityCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Código de seguridad de Facturador',
    text: `Tu código para confirmar el cierre de una sesión es: ${code}\n\nVence en 10 minutos. Si no lo pediste, cambia tu contraseña.`,
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Restablece tu contraseña de Facturador',
    text: `Para elegir una nueva contraseña abre este enlace:\n${link}\n\nEl enlace vence en 30 minutos y sirve una sola vez. Si no lo pediste, ignora este mensaje.`,
  };
}

/** A user created by an administrator chooses their password through this link. */
export function accountCreatedMail(to: string, fullName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Tu cuenta de Facturador está lista',
    text: `Hola, ${fullName}:\n\nUn administrador creó tu cuenta de Facturador con este email. Para elegir tu contraseña abre este enlace:\n${link}\n\nEl enlace vence en 7 días y sirve una sola vez. Si vence, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión.`,
  };
}

/** Where and when a security change was made, as a notice tells the owner of the account. */
export interface ChangeOrigin {
  at: Date;
  browser: string;
  system: string;
  ip: string;
}

/** `23 de noviembre de 2026 a las 7:24 a. m.` in Peru's time (SPEC.md: the users are Peruvian). */
function limaTime(at: Date): string {
  return new Intl.DateTimeFormat('es-PE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: LIMA_TIME_ZONE,
  }).format(at);
}

/** After a password change: no secret, only where it came from and what to do if it was not them. */
export function passwordChangedMail(
  to: string,
  origin: ChangeOrigin,
  links: { forgotPassword: string; supportEmail: string },
): MailMessage {
  return {
    to,
    subject: 'Tu contraseña de Facturador fue cambiada',
    text:
      `La contraseña de tu cuenta de Facturador se cambió el ${limaTime(origin.at)} (hora de Lima) ` +
      `desde ${origin.browser} en ${origin.system} (IP ${origin.ip}). Cerramos tus demás sesiones.\n\n` +
      `Si no fuiste tú, restablece tu contraseña ahora en ${links.forgotPassword} ` +
      `y escríbenos a ${links.supportEmail}.`,
  };
}

/** After a user deletes their own account: it can be recovered through support. */
export function accountDeletedMail(to: string, at: Date, supportEmail: string): MailMessage {
  return {
    to,
    subject: 'Tu cuenta de Facturador fue eliminada',
    text:
      `Eliminaste tu cuenta de Facturador el ${limaTime(at)} (hora de Lima) y cerramos todas tus sesiones.\n\n` +
      `Tus datos se conservan: si cambias de opinión, o si no fuiste tú, escribe a ${supportEmail} ` +
      `desde este email y te ayudaremos a recuperarla.`,
  };
}

/** The day in Peru's time: `23 de noviembre de 2026`. */
function limaDate(at: Date): string {
  return new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: LIMA_TIME_ZONE }).format(at);
}

/** After a paid order: what was bought and its amount with base and IGV (DOMAIN.md). */
export function paymentReceiptMail(
  to: string,
  receipt: {
    orderId: string;
    itemName: string;
    amountCents: number;
    paidAt: Date;
    link: string;
    igvRate: number;
  },
): MailMessage {
  const { total, base, igv } = priceBreakdown(receipt.amountCents, receipt.igvRate);
  return {
    to,
    subject: `Recibo de tu pago en Facturador: ${receipt.itemName}`,
    text:
      `Recibimos tu pago el ${limaTime(receipt.paidAt)} (hora de Lima). ¡Gracias!\n\n` +
      `Concepto: ${receipt.itemName}\n` +
      `Orden: ${receipt.orderId}\n` +
      `Valor de venta: ${formatSoles(base)}\n` +
      `IGV (${Number((receipt.igvRate * 100).toFixed(2))} %): ${formatSoles(igv)}\n` +
      `Total pagado: ${formatSoles(total)}\n\n` +
      `Revisa tu plan y tus tokens en Mis Planes y Tokens: ${receipt.link}`,
  };
}

/** Seven days before the period ends. */
export function renewalReminderMail(
  to: string,
  reminder: { planName: string; renewsAt: Date; link: string },
): MailMessage {
  return {
    to,
    subject: `Tu plan ${reminder.planName} vence el ${limaDate(reminder.renewsAt)}`,
    text:
      `Tu plan ${reminder.planName} de Facturador vence el ${limaDate(reminder.renewsAt)}. ` +
      `Renuévalo antes para seguir emitiendo comprobantes sin interrupciones.\n\n` +
      `Renueva o cambia de plan en Mis Planes y Tokens: ${reminder.link}`,
  };
}

/** Issue 15: an e-mail without an account invited into a company; the link opens the sign-up. */
export function companyInvitationMail(
  to: string,
  invitedBy: string,
  companyName: string,
  roleLabel: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `Te invitaron a ${companyName} en Facturador`,
    text: `${invitedBy} te invitó a unirte a ${companyName} en Facturador como ${roleLabel}.\n\nCrea tu cuenta con este correo en:\n${link}\n\nCuando verifiques tu correo, la empresa aparecerá en Mis Empresas. Si no esperabas esta invitación, ignora este mensaje.`,
  };
}

/** Issue 40: 30 and 7 days before a company's certificate expires, to its owners and administrators. */
export function certificateExpiryMail(
  to: string,
  reminder: {
    companyName: string;
    ruc: string;
    notAfter: Date;
    daysLeft: number;
    /** The days before expiry of the reminder that follows this one, if any. */
    nextReminderDays: number | null;
    link: string;
  },
): MailMessage {
  const when = reminder.daysLeft === 1 ? '1 día' : `${reminder.daysLeft} días`;
  return {
    to,
    subject: `El certificado digital de ${reminder.companyName} vence en ${when}`,
    text:
      `El certificado digital con el que se firman los comprobantes de ${reminder.companyName} ` +
      `(RUC ${reminder.ruc}) vence el ${limaDate(reminder.notAfter)}. Desde ese día Facturador no podrá ` +
      `firmar comprobantes con él.\n\n` +
      `Pide uno nuevo a tu entidad de certificación (o descarga el Certificado Digital Tributario en SUNAT ` +
      `Operaciones en Línea, si te corresponde) y súbelo en Mis Empresas → ${reminder.companyName} → ` +
      `Facturación electrónica:\n${reminder.link}` +
      (reminder.nextReminderDays === null
        ? ''
        : `\n\nSi aún no lo renuevas, te lo recordaremos ${reminder.nextReminderDays} días antes.`),
  };
}

/** Issue 43: documents SUNAT has not taken yet whose last day to send is near, one e-mail per company. */
export function deadlineWarningMail(
  to: string,
  warning: {
    companyName: string;
    ruc: string;
    /** `F001-12` and its last day (YYYY-MM-DD, Lima), soonest first. */
    documents: readonly { fullNumber: string; deadline: string }[];
    link: string;
  },
): MailMessage {
  const count = warning.documents.length;
  const what = count === 1 ? '1 comprobante' : `${count} comprobantes`;
  const day = (date: string) => limaDate(new Date(`${date}T12:00:00-05:00`));
  return {
    to,
    subject: `Plazo de envío a SUNAT por vencer: ${what} de ${warning.companyName}`,
    text:
      `SUNAT aún no recibe estos comprobantes de ${warning.companyName} (RUC ${warning.ruc}) ` +
      `y su plazo de envío está por vencer:\n\n` +
      warning.documents
        .map((document) => `- ${document.fullNumber}: vence el ${day(document.deadline)}`)
        .join('\n') +
      `\n\nFacturador los sigue enviando automáticamente. Si alguno tiene una excepción, corrígelo y ` +
      `reenvíalo antes de esa fecha: pasado el plazo, SUNAT lo rechaza y el número se pierde.\n\n` +
      `Revisa tus series en Reportes:\n${warning.link}`,
  };
}
