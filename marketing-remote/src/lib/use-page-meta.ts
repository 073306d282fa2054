import { usePlatform } from '../platform/PlatformContext';

/** Every page sets its own title and meta description through the shell (platform.page). */
export function usePageMeta(meta: { title: string; description: string }): void {
  usePlatform().page.useDocumentMeta(meta);
}
