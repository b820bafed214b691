import { z } from 'zod';

/**
 * Pasarelas de Pago (issue 16, owner only; DOMAIN.md "Payment gateways"). Each gateway's
 * fields, which of them are secrets (write-only: sealed at rest, answered masked), and the key
 * formats each mode accepts.
 */
export const ADMIN_GATEWAYS = ['culqi', 'niubiz', 'izipay', 'mercadopago', 'paypal', 'sandbox'] as const;
export type AdminGateway = (typeof ADMIN_GATEWAYS)[number];
export const GATEWAY_MODES = ['sandbox', 'production'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

export const paymentGatewayMessages = {
  modeLabels: { sandbox: 'Sandbox (pruebas)', production: 'Producción' } as Record<GatewayMode, string>,
  notFound: 'La pasarela no existe',
  saved: 'Pasarela guardada',
  noAdapter:
    'Esta pasarela aún no tiene integración en Facturador: puedes guardar sus datos, pero no habilitarla para el cobro.',
  sandboxProduction: 'El sandbox no existe en producción',
  missingForEnable: (label: string) => `Para habilitarla falta: ${label}`,
  required: 'Es requerido',
  tooLong: 'Es demasiado largo',
  culqiPublicKey: (mode: GatewayMode) =>
    mode === 'sandbox'
      ? 'En modo sandbox la llave pública empieza con pk_test_'
      : 'En modo producción la llave pública empieza con pk_live_',
  culqiSecretKey: (mode: GatewayMode) =>
    mode === 'sandbox'
      ? 'En modo sandbox la llave secreta empieza con sk_test_'
      : 'En modo producción la llave secreta empieza con sk_live_',
  niubizMerchant: 'El código de comercio de Niubiz tiene 9 o 10 dígitos',
  email: 'Ingresa un email válido',
  izipayShop: 'El ID de tienda de Izipay tiene 8 dígitos',
  izipayPassword: (mode: GatewayMode) =>
    mode === 'sandbox'
      ? 'En modo sandbox la contraseña empieza con testpassword_'
      : 'En modo producción la contraseña empieza con prodpassword_',
  izipayPublicKey: (mode: GatewayMode) =>
    mode === 'sandbox'
      ? 'En modo sandbox la llave pública JavaScript tiene la forma IDTIENDA:testpublickey_…'
      : 'En modo producción la llave pública JavaScript tiene la forma IDTIENDA:publickey_…',
  mercadoPagoProduction: 'En modo producción las credenciales de Mercado Pago empiezan con APP_USR-',
  mercadoPagoFormat: 'Las credenciales de Mercado Pago empiezan con TEST- o APP_USR-',
  paypalFormat: 'Copia el valor de PayPal tal cual: letras, dígitos, guiones (al menos 20 caracteres)',
} as const;

const m = paymentGatewayMessages;

export interface GatewayField {
  name: string;
  label: string;
  secret: boolean;
  optional?: boolean;
  multiline?: boolean;
  /** A problem with the value in this mode, or null. */
  check?: (value: string, mode: GatewayMode) => string | null;
}

export interface GatewayDefinition {
  label: string;
  /** Checkout runs through it (an adapter exists); the others are kept, not enabled. */
  hasAdapter: boolean;
  fields: readonly GatewayField[];
}

const prefixed =
  (sandbox: string, production: string, message: (mode: GatewayMode) => string) =>
  (value: string, mode: GatewayMode) =>
    value.startsWith(mode === 'sandbox' ? sandbox : production) && value.length > production.length + 3
      ? null
      : message(mode);

const mercadoPago = (value: string, mode: GatewayMode) => {
  if (!/^(TEST|APP_USR)-[A-Za-z0-9-]{8,}$/.test(value)) return m.mercadoPagoFormat;
  return mode === 'production' && !value.startsWith('APP_USR-') ? m.mercadoPagoProduction : null;
};
const paypal = (value: string) => (/^[A-Za-z0-9_-]{20,128}$/.test(value) ? null : m.paypalFormat);

export const GATEWAY_DEFINITIONS: Readonly<Record<AdminGateway, GatewayDefinition>> = {
  culqi: {
    label: 'Culqi',
    hasAdapter: true,
    fields: [
      {
        name: 'publicKey',
        label: 'Llave pública',
        secret: false,
        check: prefixed('pk_test_', 'pk_live_', m.culqiPublicKey),
      },
      {
        name: 'secretKey',
        label: 'Llave secreta',
        secret: true,
        check: prefixed('sk_test_', 'sk_live_', m.culqiSecretKey),
      },
      { name: 'webhookSecret', label: 'Secreto del webhook', secret: true, optional: true },
      { name: 'rsaId', label: 'ID de la llave RSA', secret: false, optional: true },
      { name: 'rsaPublicKey', label: 'Llave pública RSA', secret: false, optional: true, multiline: true },
    ],
  },
  niubiz: {
    label: 'Niubiz',
    hasAdapter: false,
    fields: [
      {
        name: 'merchantId',
        label: 'Código de comercio',
        secret: false,
        check: (value) => (/^\d{9,10}$/.test(value) ? null : m.niubizMerchant),
      },
      {
        name: 'user',
        label: 'Usuario (email)',
        secret: false,
        check: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : m.email),
      },
      { name: 'password', label: 'Contraseña', secret: true },
    ],
  },
  izipay: {
    label: 'Izipay',
    hasAdapter: false,
    fields: [
      {
        name: 'shopId',
        label: 'ID de tienda',
        secret: false,
        check: (value) => (/^\d{8}$/.test(value) ? null : m.izipayShop),
      },
      {
        name: 'password',
        label: 'Contraseña',
        secret: true,
        check: prefixed('testpassword_', 'prodpassword_', m.izipayPassword),
      },
      {
        name: 'publicKey',
        label: 'Llave pública JavaScript',
        secret: false,
        check: (value, mode) =>
          new RegExp(`^\\d{8}:${mode === 'sandbox' ? 'testpublickey_' : 'publickey_'}\\w{8,}$`).test(value)
            ? null
            : m.izipayPublicKey(mode),
      },
      { name: 'hmacKey', label: 'Llave HMAC-SHA-256', secret: true },
    ],
  },
  mercadopago: {
    label: 'Mercado Pago',
    hasAdapter: false,
    fields: [
      { name: 'publicKey', label: 'Public key', secret: false, check: mercadoPago },
      { name: 'accessToken', label: 'Access token', secret: true, check: mercadoPago },
      { name: 'clientId', label: 'Client ID', secret: false, optional: true },
      { name: 'clientSecret', label: 'Client secret', secret: true, optional: true },
    ],
  },
  paypal: {
    label: 'PayPal',
    hasAdapter: false,
    fields: [
      { name: 'clientId', label: 'Client ID', secret: false, check: paypal },
      { name: 'clientSecret', label: 'Client secret', secret: true, check: paypal },
    ],
  },
  sandbox: {
    label: 'Sandbox de pruebas',
    hasAdapter: true,
    fields: [],
  },
};

const MAX_VALUE = 4096;

/**
 * PUT /admin/payment-gateways/:gateway. `values` holds what was typed: a secret left out (or
 * empty) keeps the stored one; `clear` lists optional fields to empty.
 */
export const saveGatewayRequestSchema = z.strictObject({
  mode: z.enum(GATEWAY_MODES),
  enabled: z.boolean(),
  values: z.record(z.string(), z.string().trim().max(MAX_VALUE, m.tooLong)),
  clear: z.array(z.string()).max(10).default([]),
});
export type SaveGatewayRequest = z.input<typeof saveGatewayRequestSchema>;

/** The field issues of a gateway's values in a mode (typed values only; kept ones were checked when typed). */
export function gatewayValueIssues(
  gateway: AdminGateway,
  mode: GatewayMode,
  values: Readonly<Record<string, string>>,
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  for (const field of GATEWAY_DEFINITIONS[gateway].fields) {
    const value = values[field.name];
    if (value === undefined || value === '') continue;
    const problem = field.check?.(value, mode);
    if (problem) issues.push({ field: `values.${field.name}`, message: problem });
  }
  return issues;
}

/** A field as the owner's screen shows it: a public value in full, a secret only masked. */
export const gatewayFieldStateSchema = z.object({
  name: z.string(),
  secret: z.boolean(),
  /** Public fields only. */
  value: z.string().nullable(),
  /** Secrets only: the last 4 characters, e.g. "••••1a2b"; null when not set. */
  masked: z.string().nullable(),
  isSet: z.boolean(),
});

export const adminGatewaySchema = z.object({
  gateway: z.enum(ADMIN_GATEWAYS),
  label: z.string(),
  hasAdapter: z.boolean(),
  mode: z.enum(GATEWAY_MODES),
  enabled: z.boolean(),
  fields: z.array(gatewayFieldStateSchema),
  updatedAt: z.string().nullable(),
});
export type AdminGatewayState = z.infer<typeof adminGatewaySchema>;

export const adminGatewayListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminGatewaySchema),
});
export const adminGatewayResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminGatewaySchema,
});

/** "••••" and the last 4 characters: enough to tell keys apart, never enough to use one. */
export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`;
}

/** `/admin/payment-gateways/:gateway`: a gateway Facturador knows; any other is not found. */
export const gatewayParamsSchema = z.object({
  gateway: z.enum(ADMIN_GATEWAYS, { error: paymentGatewayMessages.notFound }),
});
