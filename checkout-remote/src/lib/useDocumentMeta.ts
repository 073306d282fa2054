import { useEffect } from 'react';

/** Sets the page title and meta description while the page is mounted, then restores them. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const meta =
      existing ??
      document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'description' }));
    const previous = { title: document.title, description: meta.content };
    document.title = title;
    meta.content = description;
    return () => {
      document.title = previous.title;
      if (existing) meta.content = previous.description;
      else meta.remove();
    };
  }, [title, description]);
}
