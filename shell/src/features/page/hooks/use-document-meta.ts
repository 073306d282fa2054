import { useEffect } from 'react';

function descriptionElement(): { element: HTMLMetaElement; created: boolean } {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return { element: existing, created: false };
  const element = document.createElement('meta');
  element.name = 'description';
  document.head.appendChild(element);
  return { element, created: true };
}

/**
 * platform.page.useDocumentMeta: the page's title and meta description while it is mounted; the
 * previous values come back on unmount (so the next page, or the shell default, is never left stale).
 */
export function useDocumentMeta({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    const previousTitle = document.title;
    const { element, created } = descriptionElement();
    const previousDescription = element.getAttribute('content');
    document.title = title;
    element.setAttribute('content', description);
    return () => {
      document.title = previousTitle;
      if (created) element.remove();
      else if (previousDescription === null) element.removeAttribute('content');
      else element.setAttribute('content', previousDescription);
    };
  }, [title, description]);
}
