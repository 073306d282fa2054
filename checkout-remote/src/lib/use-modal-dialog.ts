import { useEffect, useRef } from 'react';
import type { RefObject, SyntheticEvent } from 'react';

/**
 * A native modal <dialog> for as long as the component is mounted: showModal() on mount (the browser
 * moves focus in, keeps the page behind inert and fires 'cancel' on Escape), focus back to what had
 * it before on unmount. Escape and a close the browser does on its own ask `onDismiss` instead.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onDismiss: () => void) {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, [ref]);

  return {
    // React decides when the dialog goes: Escape only asks.
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      dismiss.current();
    },
    // A close nobody asked for (a browser may close despite a prevented cancel): the dialog is gone.
    onClose(event: SyntheticEvent<HTMLDialogElement>) {
      if (event.currentTarget.isConnected) dismiss.current();
    },
  };
}
