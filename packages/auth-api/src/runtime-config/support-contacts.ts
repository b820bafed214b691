import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@facturador/contracts';
import { usePublicSettings } from './public-settings.ts';
import { useRuntimeConfig } from './runtime-config.ts';

export type SupportContacts = RuntimeConfig['support'];

/**
 * Contacts known before config.json is read: a prerendered page puts config placeholders
 * here, which the shell's static server fills in per deployment (docs/decisions/0010).
 */
export const PrerenderedSupportContacts = createContext<SupportContacts | null>(null);

/**
 * SPEC.md §9's support contacts: the prerendered placeholders, else the stored settings
 * (Configuración del sistema), else config.json's until the settings arrive.
 */
export function useSupportContacts(): SupportContacts | null {
  const prerendered = useContext(PrerenderedSupportContacts);
  const settings = usePublicSettings();
  const config = useRuntimeConfig();
  return prerendered ?? settings?.support ?? config?.support ?? null;
}

/** A link that writes to the support address, with a subject when given. */
export function supportEmailHref(support: SupportContacts, subject?: string): string {
  return `mailto:${support.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** A WhatsApp chat with the support number, with the first message written when given. */
export function supportChatHref(support: SupportContacts, text?: string): string {
  return `https://wa.me/${support.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
