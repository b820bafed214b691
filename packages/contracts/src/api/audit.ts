import { z } from 'zod';
import { daySchema } from '../validation/calendar-date.ts';
import { adminListQuerySchema, listResponseSchema } from './lists.ts';

/**
 * Every change the audit log records, `<entity>.<verb>`, with what the Auditoría page calls it.
 * The server can record only these (recordAudit takes an `AuditAction`): a new admin mutation
 * adds its action here, and the page's filter offers it.
 */
export const AUDIT_ACTION_LABELS = {
  'user.create': 'Usuario creado',
  'user.update': 'Usuario actualizado',
  'user.activate': 'Usuario activado',
  'user.deactivate': 'Usuario desactivado',
  'user.roles': 'Roles actualizados',
  'user.delete': 'Usuario eliminado',
  'user.restore': 'Cuenta restaurada',
  'user.sessions_end': 'Sesiones cerradas',
  'order.approve': 'Voucher aprobado',
  'order.reject': 'Voucher rechazado',
  'plan.create': 'Plan creado',
  'plan.update': 'Plan actualizado',
  'plan.archive': 'Plan archivado',
  'plan.restore': 'Plan restaurado',
  'plan.delete': 'Plan eliminado',
  'token_pack.create': 'Paquete de tokens creado',
  'token_pack.update': 'Paquete de tokens actualizado',
  'subscription.extend': 'Renovación extendida',
  'subscription.change_plan': 'Plan de suscripción cambiado',
  'subscription.cancel': 'Suscripción cancelada',
  'subscription.tokens': 'Tokens otorgados o retirados',
  'provider.create': 'Proveedor creado',
  'provider.update': 'Proveedor actualizado',
  'setting.update': 'Configuración actualizada',
  'gateway.update': 'Pasarela de pago actualizada',
  'api_key.create': 'Clave de API creada',
  'api_key.revoke': 'Clave de API revocada',
  'api_key.refuse': 'Clave de API rechazada',
  'webhook.create': 'Webhook creado',
  'webhook.update': 'Webhook modificado',
  'webhook.delete': 'Webhook eliminado',
  'webhook.rotate': 'Secreto de webhook cambiado',
  /** Issue 40: «Pasar a producción» through its checklist, and back to test. */
  'company.production': 'Empresa pasada a producción',
  'company.test': 'Empresa devuelta a pruebas',
} as const satisfies Record<`${AuditEntityType}.${string}`, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** The kinds of record an entry is about, with their Spanish names. */
export const AUDIT_ENTITY_LABELS = {
  user: 'Usuario',
  order: 'Orden',
  plan: 'Plan',
  token_pack: 'Paquete de tokens',
  subscription: 'Suscripción',
  provider: 'Proveedor',
  setting: 'Configuración',
  gateway: 'Pasarela de pago',
  api_key: 'Clave de API',
  webhook: 'Webhook',
  company: 'Empresa',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntityType, ...AuditEntityType[]];
export const auditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);

/** The entity an action names: `<entity>.<verb>` (every action's entity is a known type). */
type EntityOf<Action> = Action extends `${infer Entity extends AuditEntityType}.${string}` ? Entity : never;
export function auditEntityOf<Action extends AuditAction>(action: Action): EntityOf<Action> {
  return action.slice(0, action.indexOf('.')) as EntityOf<Action>;
}

/** The most rows one CSV export holds; past it the filters must narrow the log. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const auditMessages = {
  dateFormat: 'Usa una fecha con el formato AAAA-MM-DD',
  dateRange: 'La fecha inicial no puede ser posterior a la final',
  exportTooLarge:
    'La exportación supera los 50.000 registros. Acota los filtros (por ejemplo, el rango de fechas) e intenta nuevamente.',
} as const;

/** A day in Lima's calendar, `2026-11-23`; the range includes both ends. */
const auditDaySchema = daySchema(auditMessages.dateFormat);

export const AUDIT_SORT_FIELDS = ['createdAt'] as const;

const auditFilters = {
  /** The actor's publicId, or part of their e-mail. */
  actor: z.string().trim().max(200).optional(),
  action: auditActionSchema.optional(),
  entityType: auditEntityTypeSchema.optional(),
  /** The record's id (a user's or order's publicId…), exactly. */
  entityId: z.string().trim().max(200).optional(),
  from: auditDaySchema.optional(),
  to: auditDaySchema.optional(),
};

const datesInOrder = (value: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: auditMessages.dateRange });
  }
};

const auditQueryBase = adminListQuerySchema(AUDIT_SORT_FIELDS, { sort: 'createdAt', limit: 20 }).extend(
  auditFilters,
);

/** GET /admin/audit: newest first by default; search looks in the actor, the record and its data. */
export const auditListQuerySchema = auditQueryBase.superRefine(datesInOrder);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** GET /admin/audit/export: the same filters and order, every matching row (no pages). */
export const auditExportQuerySchema = auditQueryBase
  .omit({ page: true, limit: true })
  .superRefine(datesInOrder);
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

/** A record as it was or became; secrets were stripped before it was stored. */
const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Copied when the change was made: the account may have changed or gone since. */
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  /** An `AuditAction`; plain text here so that an older client still reads a newer action. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = listResponseSchema(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** The CSV export's columns, in order (UTF-8 with BOM, comma separated). */
export const AUDIT_CSV_HEADERS = [
  'Fecha',
  'Usuario',
  'Acción',
  'Tipo de registro',
  'Registro',
  'Antes',
  'Después',
  'IP',
] as const;
export const AUDIT_CSV_FILE_NAME = 'auditoria.csv';
/** The CSV is not JSON: the typed client fetches it as text. */
export const auditCsvSchema = z.string();
