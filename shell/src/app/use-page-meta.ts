import { useEffect } from 'react';
import { messages } from './messages.ts';

/** Sets the document title ("Página · Facturador") and the meta description of a page. */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${messages.productName}` : messages.defaultTitle;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
