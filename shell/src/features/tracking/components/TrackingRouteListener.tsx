import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { TypedStorage } from '../../../platform/contract';
import { captureUtm } from '../utils/attribution';

/**
 * Inside the router: keeps the UTM values of every address the visitor lands on (client
 * navigations included) and reports client-side page views to the browser tags.
 */
export function TrackingRouteListener({
  storage,
  onPageView,
}: {
  storage: TypedStorage;
  onPageView(): void;
}) {
  const { pathname, search } = useLocation();
  const lastAddress = useRef<string | null>(null);

  useEffect(() => {
    captureUtm(search, storage);
    const address = pathname + search;
    // The first address is the full page load, which the pixel counts itself.
    if (lastAddress.current !== null && lastAddress.current !== address) onPageView();
    lastAddress.current = address;
  }, [pathname, search, storage, onPageView]);

  return null;
}
