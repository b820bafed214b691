import { z } from 'zod';
import { successResponse } from '../../envelope.ts';

/**
 * One company that signs with its own certificate («Uso mi propio certificado») whose certificate
 * has expired or expires within CERTIFICATE_WARNING_DAYS.
 */
export const expiringCertificateSchema = z.object({
  companyId: z.string(),
  ruc: z.string(),
  businessName: z.string(),
  /** Null for certificates uploaded before issue 40. */
  holder: z.string().nullable(),
  issuer: z.string().nullable(),
  notAfter: z.string().describe('Fecha ISO 8601'),
  /** Whole days left, rounded up; 0 once expired. */
  daysLeft: z.number().int(),
  status: z.enum(['expired', 'expiring']),
  /** The last reminder e-mailed for this certificate (30 or 7 days before), null if none yet. */
  remindedDays: z.number().int().nullable(),
  /** Whom to call: the company's first owner. */
  ownerEmail: z.string().nullable(),
});
export type ExpiringCertificate = z.infer<typeof expiringCertificateSchema>;

/** GET /admin/reports/certificates: active companies by their certificate's expiry, soonest first. */
export const expiringCertificatesResponseSchema = successResponse(z.array(expiringCertificateSchema));
