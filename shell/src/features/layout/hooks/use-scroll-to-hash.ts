import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a remote page to render the element a hash link points at. */
const HASH_TARGET_TIMEOUT_MS = 5000;

function scrollToTop() {
  if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
}

/**
 * Hash links such as /#solucoes: after navigation, scroll to the element with that id. The target
 * usually lives in a remote page that is still loading, so wait for it to appear. Without a hash,
 * a new path starts at the top.
 */
export function useScrollToHash() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      scrollToTop();
      return;
    }
    const scrollTo = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return true;
    };
    if (scrollTo()) return;

    const observer = new MutationObserver(() => {
      if (scrollTo()) stop();
    });
    const timeout = setTimeout(() => stop(), HASH_TARGET_TIMEOUT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timeout);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);
}
