import { useEffect, useState } from 'react';

export interface SupportContacts {
  email: string;
  whatsapp: string;
}

/**
 * The fixed support contacts of SPEC.md §9, from the deployment's config.json (the page is
 * served from the shell's origin), so a remote never imports the shell.
 */
export function useSupportContacts(): SupportContacts | null {
  const [contacts, setContacts] = useState<SupportContacts | null>(null);
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
