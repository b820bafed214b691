import { roleLabel } from '@facturador/auth-api';
import { formatSoles } from '@facturador/contracts';
import { formatDateTime } from '../../../shared/format.ts';

/**
 * The Spanish name of every field an audit snapshot holds (users, orders, subscriptions, plans,
 * token packs, settings, providers and gateways: the contracts' shapes the server records).
 * A field newer than this list shows as recorded; test/audit-page.test.tsx proves none is.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  accountHolder: 'Titular de la cuenta',
  accountNumber: 'Número de cuenta',
  amountCents: 'Monto',
  archived: 'Archivado',
  authType: 'Autenticación',
  bankName: 'Banco',
  catIdentityDocumentTypesId: 'Tipo de documento (código)',
  cci: 'CCI',
  checkout: 'Pago',
  code: 'Código',
  companies: 'Empresas',
  createdAt: 'Creado',
  description: 'Descripción',
  documentType: 'Tipo de documento',
  email: 'Email',
  enabled: 'Habilitada',
  establishments: 'Establecimientos',
  features: 'Características',
  fields: 'Campos',
  firstName: 'Nombres',
  fullName: 'Nombre completo',
  hasOnboarding: 'Primera empresa registrada',
  hasPassword: 'Tiene contraseña',
  hasVoucher: 'Tiene voucher',
  highlighted: 'Destacado',
  id: 'Identificador',
  igvPercent: 'IGV (%)',
  isActive: 'Activo',
  isDefault: 'Plan por defecto',
  isDeleted: 'Eliminado',
  isOAuth: 'Cuenta de Google',
  isSet: 'Configurado',
  isValidAccount: 'Identidad validada',
  isVerifiedEmail: 'Email verificado',
  item: 'Producto',
  kind: 'Tipo',
  lastAccessAt: 'Último acceso',
  lastName: 'Apellidos',
  limits: 'Límites',
  liveSessions: 'Sesiones activas',
  maintenanceNotice: 'Aviso de mantenimiento',
  method: 'Método de pago',
  mode: 'Modo',
  monthlyPriceCents: 'Precio mensual',
  monthlyTokens: 'Tokens al mes',
  name: 'Nombre',
  note: 'Nota',
  number: 'Número de documento',
  order: 'Orden',
  paidAt: 'Pagado',
  paymentInstructions: 'Instrucciones de pago',
  periodStart: 'Inicio del periodo',
  periodStartsAt: 'Inicio del periodo',
  phoneCountryCode: 'Código de país',
  phoneNumber: 'Teléfono',
  photoURL: 'Foto',
  plan: 'Plan',
  priceCents: 'Precio',
  productionUrl: 'URL de producción',
  publicId: 'Identificador',
  reason: 'Motivo',
  receipt: 'Comprobante',
  receiptIssuerRuc: 'RUC del comprobante',
  reference: 'Referencia',
  registrationOpen: 'Registro abierto',
  rejectionReason: 'Motivo del rechazo',
  renewsAt: 'Renovación',
  role: 'Rol',
  roles: 'Roles',
  settlementNote: 'Nota de liquidación',
  state: 'Estado',
  status: 'Estado',
  statusUrl: 'URL de consulta',
  subscribers: 'Suscriptores',
  summary: 'Resumen',
  supportEmail: 'Email de soporte',
  supportWhatsapp: 'WhatsApp de soporte',
  testUrl: 'URL de pruebas',
  tokens: 'Tokens',
  tokensAvailable: 'Tokens disponibles',
  trialTokens: 'Tokens de prueba',
  type: 'Tipo',
  unusedTokens: 'Tokens sin usar',
  unusedTokensOutcome: 'Destino de los tokens sin usar',
  updatedAt: 'Actualizado',
  user: 'Usuario',
  UserSystemRoles: 'Roles',
  usersPerCompany: 'Usuarios por empresa',
  value: 'Valor',
  visible: 'Visible',
  yapeHolder: 'Titular de Yape',
  yapePhone: 'Teléfono de Yape',
};

export const fieldLabel = (field: string): string => AUDIT_FIELD_LABELS[field] ?? field;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A role as the badge names it, from `"OWNER_SYSTEM"` or `{ role: { name } }`. */
function roleOf(entry: unknown): string {
  const name = typeof entry === 'string' ? entry : (entry as { role?: { name?: string } }).role?.name;
  return name ? roleLabel(name) : readableValue('', entry);
}

/**
 * A recorded value as a person reads it: yes or no, amounts in soles, instants in Lima's time,
 * roles by their names, lists joined and records as «Campo: valor» — never JSON.
 */
export function readableValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return field.endsWith('Cents') ? formatSoles(value) : String(value);
  if (typeof value === 'string') return INSTANT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    const items =
      field === 'roles' || field === 'UserSystemRoles'
        ? value.map(roleOf)
        : value.map((v) => readableValue('', v));
    return items.join(', ');
  }
  const record = value as Record<string, unknown>;
  // A catalogue entry ({ id, code, description }) reads as its description.
  if (typeof record.description === 'string' && 'code' in record) return record.description;
  return Object.entries(record)
    .map(([key, inner]) => `${fieldLabel(key)}: ${readableValue(key, inner)}`)
    .join('; ');
}
