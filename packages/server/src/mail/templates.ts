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
