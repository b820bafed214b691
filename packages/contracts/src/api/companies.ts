import { z } from 'zod';
import { DAY_MS, LIMA_TIME_ZONE } from '../lima-calendar.ts';
import { emailSchema, rucSchema } from '../validation/schemas.ts';
import {
  documentTypeSchema,
  sendingChannelSchema,
  seriesIssue,
  ubigeoCodeSchema,
  ubigeoDistrictSchema,
} from './catalogs.ts';
import { printFormatSchema } from '../documents/document-delivery.ts';
import { companySigningSchema } from './company-signing.ts';
import { productionReadinessSchema } from './going-to-production.ts';
import { serverProfileSchema } from './profile.ts';

/** Not in SPEC.md: the texts of the companies area (DOMAIN.md, "Companies"). */
export const companyMessages = {
  businessNameRequired: 'La razón social es requerida',
  fiscalAddressRequired: 'La dirección fiscal es requerida',
  onboardingDone: 'Tu cuenta ya completó la configuración inicial',
  onboardingNotAllowed: 'Completa la validación de tu cuenta',
  onboarded: 'Tu empresa fue registrada. Completa los próximos pasos del dashboard para empezar a facturar.',
  created: 'La empresa fue registrada',
  updated: 'Los datos de la empresa fueron actualizados',
  deleted: 'La empresa fue eliminada',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'Empresa no encontrada',
  providerRequired: 'Elige un proveedor activo del tipo del canal de envío',
  logoUpdated: 'El logo fue actualizado',
  logoRemoved: 'El logo fue eliminado',
  logoRequired: 'Selecciona una imagen para el logo',
  logoType: 'El logo debe ser una imagen PNG o JPEG',
  logoTooLarge: 'El logo no puede superar 1 MB',
} as const;

/** "Ya existe una empresa registrada con el RUC 20512333797". */
export const rucTakenMessage = (ruc: string) => `Ya existe una empresa registrada con el RUC ${ruc}`;

/** DOMAIN.md: a RUC starting with 10 belongs to a natural person; digits 3-10 are their DNI. */
export function dniOfRuc(ruc: string): string | null {
  return /^10\d{9}$/.test(ruc) ? ruc.slice(2, 10) : null;
}

/** SPEC.md §6: the roles a member holds inside a company. */
export const BUSINESS_ROLE_NAMES = ['OWNER_BUSINESS', 'ADMINISTRATOR_BUSINESS', 'EMPLOYEE_BUSINESS'] as const;
export const businessRoleSchema = z.enum(BUSINESS_ROLE_NAMES, { error: 'Elige un rol de la empresa' });
export type BusinessRole = z.infer<typeof businessRoleSchema>;

export const ENVIRONMENTS = ['demo', 'production'] as const;
export const environmentSchema = z.enum(ENVIRONMENTS, { error: 'Elige el ambiente: demo o producción' });
export type CompanyEnvironment = z.infer<typeof environmentSchema>;

/** The dashboard and the list warn this many days before the certificate expires. */
export const CERTIFICATE_WARNING_DAYS = 30;

/**
 * Issue 40: the owners are e-mailed, and the dashboard speaks up, this many days before the
 * certificate expires; the first is CERTIFICATE_WARNING_DAYS. Longest first.
 */
export const CERTIFICATE_REMINDER_DAYS = [CERTIFICATE_WARNING_DAYS, 7] as const;
export type CertificateReminderDays = (typeof CERTIFICATE_REMINDER_DAYS)[number];

/** 'expired', 'expiring' (within CERTIFICATE_WARNING_DAYS) or null. */
export function certificateWarning(notAfter: string | Date, now: Date): 'expired' | 'expiring' | null {
  const end = new Date(notAfter).getTime();
  if (end <= now.getTime()) return 'expired';
  return end - now.getTime() <= CERTIFICATE_WARNING_DAYS * DAY_MS ? 'expiring' : null;
}

/** Whole days left until the certificate expires, rounded up (1 on its last day); 0 once expired. */
export function certificateDaysLeft(notAfter: string | Date, now: Date): number {
  return Math.max(0, Math.ceil((new Date(notAfter).getTime() - now.getTime()) / DAY_MS));
}

/**
 * The reminder a certificate is due now: the nearest of CERTIFICATE_REMINDER_DAYS it is within
 * (7 inside the last week, 30 inside the last month), null further away or once expired.
 */
export function certificateReminderDue(notAfter: string | Date, now: Date): CertificateReminderDays | null {
  const left = new Date(notAfter).getTime() - now.getTime();
  if (left <= 0) return null;
  let due: CertificateReminderDays | null = null;
  for (const days of CERTIFICATE_REMINDER_DAYS) if (left <= days * DAY_MS) due = days;
  return due;
}

/** "15 de marzo de 2027": a certificate's date as its messages say it, in Lima's calendar. */
export function certificateDate(at: string | Date): string {
  return new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: LIMA_TIME_ZONE }).format(
    new Date(at),
  );
}

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** POST /companies/onboarding: the first company of a new account. The ubigeo may come later. */
export const onboardingRequestSchema = z.strictObject({
  ruc: rucSchema,
  businessName: requiredText(companyMessages.businessNameRequired, 200),
  tradeName: optionalText(200),
  fiscalAddress: requiredText(companyMessages.fiscalAddressRequired, 300),
  ubigeo: ubigeoCodeSchema.optional(),
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

/**
 * How a certificate was uploaded: one PKCS#12 file, or the certificate and its key as such ('pem':
 * PEM in one file or two; a DER .cer beside its key counts as this too).
 */
export const CERTIFICATE_FORMATS = ['pkcs12', 'pem'] as const;
export type CertificateFormat = (typeof CERTIFICATE_FORMATS)[number];

/** What the page shows of the SUNAT certificate: never the file, its key nor its password. */
export const certificateStatusSchema = z.object({
  subject: z.string(),
  /** The holder: the subject's CN (or O). Null for certificates uploaded before issue 40. */
  holder: z.string().nullable(),
  /** Who issued it: the issuer's CN (or O). Null for certificates uploaded before issue 40. */
  issuer: z.string().nullable(),
  /** The RUC the certificate carries in its subject (serialNumber, OU, CN…), null when it names none. */
  ruc: z.string().nullable(),
  format: z.enum(CERTIFICATE_FORMATS).nullable(),
  notAfter: z.string(),
  setAt: z.string(),
});
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/** Whether the sending secrets are set, and when. The secrets themselves are write-only. */
export const credentialsStatusSchema = z.object({
  solUser: z.string().nullable(),
  solPasswordSetAt: z.string().nullable(),
  certificate: certificateStatusSchema.nullable(),
});
export type CredentialsStatus = z.infer<typeof credentialsStatusSchema>;

/** A company as a member sees it in a list, with the business role the user holds in it. */
export const companySummarySchema = z.object({
  publicId: z.string(),
  ruc: z.string(),
  businessName: z.string(),
  tradeName: z.string().nullable(),
  fiscalAddress: z.string(),
  /** Null only for a company onboarded before choosing its district. */
  ubigeo: ubigeoDistrictSchema.nullable(),
  environment: environmentSchema,
  sendingChannel: sendingChannelSchema,
  /** The OSE/PSE provider's id (GET /providers); null when sending to SUNAT directly. */
  providerId: z.string().nullable(),
  /** What the documents' first button prints (issue 39): the 80 mm ticket or the A4 PDF. */
  printFormat: printFormatSchema,
  /**
   * Whether the company is in SUNAT's register of service exporters (padrón 05), as its owner or
   * administrator declared it; null until declared. Its exportaciones de servicios (operation
   * 0201) are refused before their number (SUNAT 3097) unless it is true. Optional here only
   * until every fixture that builds a Company carries it: the server always answers it.
   */
  serviceExporter: z.boolean().nullable(),
  isActive: z.boolean(),
  myRole: businessRoleSchema,
  credentials: credentialsStatusSchema,
  /** CERTIFICATE_WARNING_DAYS rule, computed by the server at the time of the answer. */
  certificateWarning: z.enum(['expired', 'expiring']).nullable(),
  /** Who signs its documents (issue 40): Facturador as its PSE, or its own certificate. */
  signing: companySigningSchema,
  /**
   * Whether the RUC is in the loaded copy of SUNAT's padrón reducido (issue 40 item 7); false
   * for a company whose data was typed by hand. Read from the padrón at every answer, so a
   * later `pnpm padron:import` that brings the RUC verifies the company.
   */
  verifiedInPadron: z.boolean(),
  /**
   * «Pasar a producción» (issue 40 item 5): the checks the server computed at this answer, the
   * same ones the switch verifies; the dashboard's next steps read them.
   */
  production: productionReadinessSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** One company (GET /companies/:id): the summary and its logo as a data: URL. */
export const companySchema = companySummarySchema.extend({ logoDataUrl: z.string().nullable() });
export type Company = z.infer<typeof companySchema>;

export const onboardingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ company: companySchema }),
  user: serverProfileSchema,
});

/** GET /companies: the signed-in user's companies, oldest first (no logos: see GET /companies/:id). */
export const companyListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(companySummarySchema),
});

/** POST /companies: the caller becomes its OWNER_BUSINESS; establishment 0000 is created. */
export const createCompanyRequestSchema = z.strictObject({
  ruc: rucSchema,
  businessName: requiredText(companyMessages.businessNameRequired, 200),
  tradeName: optionalText(200),
  fiscalAddress: requiredText(companyMessages.fiscalAddressRequired, 300),
  ubigeo: ubigeoCodeSchema,
});
export type CreateCompanyRequest = z.input<typeof createCompanyRequestSchema>;

/**
 * PATCH /companies/:id: any of the fields. The RUC is who the company is (its certificate and
 * series belong to it): it is not edited; another RUC is another company. With channel OSE or
 * PSE, `providerId` names an active provider of that type; with SUNAT it is cleared.
 * `printFormat` is what the documents print first (ticket or A4); `serviceExporter`, whether the
 * company is registered with SUNAT as an exporter of services (what its 0201 documents need).
 */
export const updateCompanyRequestSchema = z.strictObject({
  businessName: requiredText(companyMessages.businessNameRequired, 200).optional(),
  tradeName: z.string().trim().max(200).nullable().optional(),
  fiscalAddress: requiredText(companyMessages.fiscalAddressRequired, 300).optional(),
  ubigeo: ubigeoCodeSchema.optional(),
  environment: environmentSchema.optional(),
  sendingChannel: sendingChannelSchema.optional(),
  providerId: z.string().nullable().optional(),
  printFormat: printFormatSchema.optional(),
  serviceExporter: z.boolean().optional(),
});
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;

export const companyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: companySchema,
});

/** 1 MB of image; base64 takes 4 characters per 3 bytes. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** PUT /companies/:id/logo: a PNG or JPEG (checked by its content), base64 or a data: URL. */
export const logoUploadRequestSchema = z.strictObject({
  fileBase64: z
    .string({ error: companyMessages.logoRequired })
    .min(1, companyMessages.logoRequired)
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 100, companyMessages.logoTooLarge),
});

/* ---------- Establishments ---------- */

export const FISCAL_ESTABLISHMENT_CODE = '0000';

export const establishmentMessages = {
  codeFormat: 'El código de establecimiento debe tener 4 dígitos',
  nameRequired: 'El nombre del establecimiento es requerido',
  addressRequired: 'La dirección del establecimiento es requerida',
  codeTaken: 'Ya existe un establecimiento con ese código en la empresa',
  fiscalCodeReserved: 'El código 0000 es el domicilio fiscal, que ya existe',
  fiscalCannotDeactivate: 'El domicilio fiscal (0000) no se puede desactivar',
  fiscalAddressFromCompany:
    'La dirección y el ubigeo del domicilio fiscal se editan en los datos de la empresa',
  notFound: 'Establecimiento no encontrado',
  created: 'El establecimiento fue registrado',
  updated: 'El establecimiento fue actualizado',
} as const;

export const establishmentSchema = z.object({
  publicId: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  ubigeo: ubigeoDistrictSchema.nullable(),
  isActive: z.boolean(),
  /** Code 0000: always there, always active; its address is the company's fiscal address. */
  isFiscalAddress: z.boolean(),
});
export type Establishment = z.infer<typeof establishmentSchema>;

export const createEstablishmentRequestSchema = z.strictObject({
  code: z
    .string({ error: establishmentMessages.codeFormat })
    .trim()
    .regex(/^\d{4}$/, establishmentMessages.codeFormat),
  name: requiredText(establishmentMessages.nameRequired, 150),
  address: requiredText(establishmentMessages.addressRequired, 300),
  ubigeo: ubigeoCodeSchema,
});
export type CreateEstablishmentRequest = z.input<typeof createEstablishmentRequestSchema>;

/** PATCH: the code does not change; `isActive: false` deactivates (nothing is deleted). */
export const updateEstablishmentRequestSchema = z.strictObject({
  name: requiredText(establishmentMessages.nameRequired, 150).optional(),
  address: requiredText(establishmentMessages.addressRequired, 300).optional(),
  ubigeo: ubigeoCodeSchema.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateEstablishmentRequest = z.input<typeof updateEstablishmentRequestSchema>;

export const establishmentListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(establishmentSchema),
});
export const establishmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: establishmentSchema,
});

/* ---------- Series ---------- */

export const CORRELATIVE_MAX = 99_999_999;

export const seriesRuleMessages = {
  establishmentRequired: 'Elige el establecimiento de la serie',
  correlativeRange: 'El correlativo debe ser un número entre 1 y 99999999',
  correlativeBackwards: 'El correlativo no puede retroceder: un número ya usado no se reutiliza',
  taken: 'Esa serie ya existe en la empresa para este tipo de comprobante',
  establishmentInactive: 'El establecimiento está desactivado',
  notFound: 'Serie no encontrada',
  created: 'La serie fue registrada',
  updated: 'La serie fue actualizada',
  deleted: 'La serie fue eliminada',
} as const;

const correlativeSchema = z
  .number({ error: seriesRuleMessages.correlativeRange })
  .int(seriesRuleMessages.correlativeRange)
  .min(1, seriesRuleMessages.correlativeRange)
  .max(CORRELATIVE_MAX, seriesRuleMessages.correlativeRange);

export const seriesSchema = z.object({
  publicId: z.string(),
  establishmentId: z.string(),
  establishmentCode: z.string(),
  documentType: documentTypeSchema,
  series: z.string(),
  /** The number the next document of this series takes. */
  nextCorrelative: z.number().int(),
  isActive: z.boolean(),
});
export type Series = z.infer<typeof seriesSchema>;

/** POST /companies/:id/series. The first letter follows the type (SERIES_FIRST_LETTERS). */
export const createSeriesRequestSchema = z
  .strictObject({
    establishmentId: z
      .string({ error: seriesRuleMessages.establishmentRequired })
      .min(1, seriesRuleMessages.establishmentRequired),
    documentType: documentTypeSchema,
    series: z.string().trim().toUpperCase(),
    nextCorrelative: correlativeSchema.default(1),
  })
  .superRefine((value, ctx) => {
    const issue = seriesIssue(value.documentType, value.series);
    if (issue) ctx.addIssue({ code: 'custom', path: ['series'], message: issue });
  });
export type CreateSeriesRequest = z.input<typeof createSeriesRequestSchema>;

/** PATCH: move the correlative forward, (de)activate. Type and series do not change. */
export const updateSeriesRequestSchema = z.strictObject({
  nextCorrelative: correlativeSchema.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateSeriesRequest = z.input<typeof updateSeriesRequestSchema>;

export const seriesListResponseSchema = z.object({ success: z.literal(true), data: z.array(seriesSchema) });
export const seriesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: seriesSchema,
});

/* ---------- Members and invitations ---------- */

export const memberMessages = {
  invitedMember: 'El usuario fue agregado a la empresa',
  invitationSent: 'Enviamos una invitación a ese correo para que cree su cuenta',
  alreadyMember: 'Ese usuario ya es miembro de la empresa',
  alreadyInvited: 'Ya hay una invitación pendiente para ese correo',
  lastOwner: 'La empresa debe conservar al menos un Dueño de Negocio',
  ownerProtected: 'Solo un Dueño de Negocio puede modificar a otro dueño',
  roleChanged: 'El rol del miembro fue actualizado',
  removed: 'El miembro fue retirado de la empresa',
  invitationCancelled: 'La invitación fue cancelada',
  memberNotFound: 'Miembro no encontrado',
  invitationNotFound: 'Invitación no encontrada',
} as const;

export const memberSchema = z.object({
  /** The user's public id. */
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: businessRoleSchema,
  isSelf: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  publicId: z.string(),
  email: z.string(),
  role: businessRoleSchema,
  status: z.literal('pending'),
  invitedAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /companies/:id/members: the members and the pending invitations. */
export const memberListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) }),
});

/** POST /companies/:id/members: an existing account joins now; another e-mail is invited. */
export const inviteMemberRequestSchema = z.strictObject({ email: emailSchema, role: businessRoleSchema });
export type InviteMemberRequest = z.input<typeof inviteMemberRequestSchema>;

export const inviteMemberResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('member'), member: memberSchema }),
    z.object({ kind: z.literal('invitation'), invitation: invitationSchema }),
  ]),
});

export const changeMemberRoleRequestSchema = z.strictObject({ role: businessRoleSchema });
export const memberResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: memberSchema,
});

/* ---------- Sending credentials (write-only secrets) ---------- */

export const credentialMessages = {
  solUserFormat: 'El usuario SOL debe tener de 3 a 20 letras o dígitos',
  solPasswordRequired: 'La clave SOL es requerida',
  solSaved: 'Las credenciales SOL fueron guardadas',
  certificateRequired: 'Selecciona el archivo del certificado (.pfx, .p12 o .pem)',
  certificateTooLarge: 'El certificado no puede superar 100 KB',
  certificateTooManyFiles: 'Sube uno o dos archivos: el .pfx o .p12, o el certificado y su clave en PEM',
  certificatePasswordRequired: 'La contraseña del certificado es requerida',
  certificateInvalid:
    'El archivo no es un certificado válido: sube el .pfx o .p12, o el certificado y su clave privada en PEM',
  certificateWrongPassword: 'La contraseña del certificado es incorrecta',
  certificateNoKey:
    'Falta la clave privada del certificado: sube el .pfx que la incluye, o el archivo PEM de la clave junto al certificado',
  certificateKeyMismatch:
    'La clave privada no corresponde a este certificado: sube la clave con la que se emitió',
  certificateKeyNotRsa: 'La clave del certificado no es RSA: SUNAT solo acepta firmas RSA',
  certificateWithoutRuc: (companyRuc: string) =>
    `El certificado no indica el RUC ${companyRuc}: sube el certificado emitido para esta empresa`,
  certificateOtherRuc: (certificateRuc: string, companyRuc: string) =>
    `El certificado es del RUC ${certificateRuc}, no del RUC ${companyRuc} de esta empresa: sube el certificado de esta empresa`,
  certificateExpired: (date: string) => `El certificado venció el ${date}: sube uno vigente`,
  certificateNotYetValid: (date: string) =>
    `El certificado recién será válido desde el ${date}: sube uno vigente`,
  certificateSaved: 'El certificado fue guardado',
} as const;

/** PUT /companies/:id/credentials/sol: the secondary SOL user and its password (write-only). */
export const solCredentialsRequestSchema = z.strictObject({
  solUser: z
    .string({ error: credentialMessages.solUserFormat })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, credentialMessages.solUserFormat),
  solPassword: z
    .string({ error: credentialMessages.solPasswordRequired })
    .min(1, credentialMessages.solPasswordRequired)
    .max(100),
});
export type SolCredentialsRequest = z.input<typeof solCredentialsRequestSchema>;

export const CERTIFICATE_MAX_BYTES = 100 * 1024;
const certificateFileSchema = z
  .string({ error: credentialMessages.certificateRequired })
  .min(1, credentialMessages.certificateRequired)
  .max(Math.ceil(CERTIFICATE_MAX_BYTES / 3) * 4 + 100, credentialMessages.certificateTooLarge);

/**
 * PUT /companies/:id/credentials/certificate (write-only): a .pfx/.p12, a PEM bundle (certificate
 * and private key), or a PEM pair as two files in either order; the server tells them apart by
 * their content. The password opens the .pfx or an encrypted PEM key; an unencrypted key needs none.
 */
export const certificateUploadRequestSchema = z.strictObject({
  fileBase64: certificateFileSchema,
  /** The other file of a PEM pair (the key or the certificate). */
  secondFileBase64: certificateFileSchema.optional(),
  password: z.string().max(200).default(''),
});
export type CertificateUploadRequest = z.input<typeof certificateUploadRequestSchema>;

export const credentialsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: credentialsStatusSchema,
});
