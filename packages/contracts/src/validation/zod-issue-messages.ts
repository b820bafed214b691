import type { z } from 'zod';
import { validationMessages } from './messages.ts';

type Issue = z.core.$ZodRawIssue;

/** How a person calls what was expected, by zod's type name. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  date: 'una fecha',
  array: 'una lista',
  object: 'un objeto',
  null: 'un valor nulo',
  undefined: 'ningún valor',
  literal: 'un valor fijo',
  enum: 'uno de los valores admitidos',
};

/** Formats of zod's strings, as a person reads them. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  email: 'un email válido',
  url: 'una dirección web válida',
  uuid: 'un identificador válido',
  date: 'una fecha con formato AAAA-MM-DD',
  datetime: 'una fecha y hora con formato ISO (AAAA-MM-DDTHH:MM:SSZ)',
  time: 'una hora con formato HH:MM:SS',
  ipv4: 'una dirección IPv4',
  ipv6: 'una dirección IPv6',
  base64: 'un texto en base64',
  jwt: 'un token válido',
};

const list = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');

function sizeMessage(origin: string, bound: unknown, inclusive: boolean | undefined, big: boolean): string {
  const limit = String(bound);
  const strictly = inclusive === false;
  switch (origin) {
    case 'string':
      return big
        ? `Debe tener como máximo ${strictly ? `menos de ${limit}` : limit} caracteres`
        : `Debe tener al menos ${strictly ? `más de ${limit}` : limit} caracteres`;
    case 'array':
    case 'set':
      return big
        ? `Admite como máximo ${strictly ? `menos de ${limit}` : limit} elementos`
        : `Necesita al menos ${strictly ? `más de ${limit}` : limit} elementos`;
    case 'date':
      return big ? `Debe ser una fecha anterior a ${limit}` : `Debe ser una fecha posterior a ${limit}`;
    case 'file':
      return big
        ? `El archivo debe pesar como máximo ${limit} bytes`
        : `El archivo debe pesar al menos ${limit} bytes`;
    default:
      if (big) return strictly ? `Debe ser menor que ${limit}` : `Debe ser como máximo ${limit}`;
      return strictly ? `Debe ser mayor que ${limit}` : `Debe ser como mínimo ${limit}`;
  }
}

/**
 * Every issue zod can raise, in Spanish, naming the limit or the value that was expected: the
 * texts a contract gives no message for (its own messages always win). Never zod's English, nor
 * its generic Spanish locale («Inválido fecha ISO», «se esperaba número, recibido NaN»).
 */
export function spanishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return validationMessages.valueRequired;
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'Debe ser un número';
      return `Debe ser ${TYPE_NAMES[issue.expected] ?? 'un valor válido'}`;
    case 'too_big':
      return sizeMessage(issue.origin, issue.maximum, issue.inclusive, true);
    case 'too_small':
      return sizeMessage(issue.origin, issue.minimum, issue.inclusive, false);
    case 'invalid_format':
      if (issue.format === 'starts_with') return `Debe empezar con «${String(issue.prefix)}»`;
      if (issue.format === 'ends_with') return `Debe terminar en «${String(issue.suffix)}»`;
      if (issue.format === 'includes') return `Debe contener «${String(issue.includes)}»`;
      return FORMAT_NAMES[issue.format]
        ? `Debe ser ${FORMAT_NAMES[issue.format]}`
        : 'El formato no es válido';
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo no reconocido: ${issue.keys[0]}. Revisa cómo se escribe`
        : `Campos no reconocidos: ${list(issue.keys)}. Revisa cómo se escriben`;
    case 'invalid_key':
      return 'Una de las claves no es válida';
    case 'invalid_element':
      return 'Uno de los elementos no es válido';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Debe ser ${JSON.stringify(issue.values[0])}`
        : `Debe ser uno de estos valores: ${list(issue.values)}`;
    case 'invalid_union':
      return 'No corresponde a ninguna de las formas admitidas';
    case 'custom':
      return 'El valor no es válido';
    default:
      return 'El valor no es válido';
  }
}
