import { sharedMessages } from '@facturador/contracts';

/** Every Spanish text the server skeleton answers with, in one place. */
export const MESSAGES = {
  routeNotFound: 'Ruta no encontrada',
  internalError: sharedMessages.internalError,
  badRequest: 'La solicitud no es válida',
  emptyJsonBody: 'El cuerpo de la solicitud está vacío',
  invalidJsonBody: 'El cuerpo de la solicitud no es un JSON válido',
  unauthenticated: 'No estás autenticado',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'Recurso no encontrado',
  methodNotAllowed: 'Método no permitido',
  conflict: 'El recurso ya existe o está en conflicto',
  payloadTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  rateLimited: sharedMessages.rateLimited,
  serviceUnavailable: sharedMessages.serviceUnavailable,
} as const;

/** How a validation message names the place of a request that failed. */
export const VALIDATION_PARTS: Record<string, string> = {
  body: 'cuerpo de la solicitud',
  querystring: 'parámetros de consulta',
  params: 'parámetros de la ruta',
  headers: 'encabezados',
};

/** `Campo «email»: Ingresa un email válido` (the field is always named, SPEC.md conventions). */
export function fieldMessage(field: string, detail: string): string {
  return `Campo «${field}»: ${detail}`;
}
