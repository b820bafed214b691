import { createContext, useContext, useEffect, useState } from 'react';

export interface SupportContacts {
  email: string;
  whatsapp: string;
}

/**
 * Contacts known before the page runs: the prerenderer puts config.json placeholders here,
 * which the shell's server fills in for the deployment (docs/decisions/0010).
 */
export const PrerenderedSupportContacts = createContext<SupportContacts | null>(null);

/**
 * The fixed support contacts of SPEC.md §9, from the deployment's config.json (the page is
 * served from the shell's origin), so a remote never imports the shell.
 */
export function useSupportContacts(): SupportContacts | null {
  const prerendered = useContext(PrerenderedSupportContacts);
  const [contacts, setContacts] = useState<SupportContacts | null>(prerendered);
  useEffect(() => {
    let current = true;
    fetch('/config.json', { cache: 'no-cache' })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ support?: Partial<SupportContacts> }>) : null,
      )
      .then((config) => {
        const support = config?.support;
        if (current && support?.email && support.whatsapp)
          setContacts({ email: support.email, whatsapp: support.whatsapp });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return contacts;
}
