/**
 * The app's side of the early-input capture (shell/server/pages/early-input.ts, inline in every
 * pre-rendered page): the marker a control carries and the replay of its scope. The names come from
 * the one declaration both sides import (early-input-protocol.json).
 */
import type {
  EarlyCopy,
  EarlyInput,
  EarlyNavigation,
  StorageKey,
  StorageSchema,
} from '@busqy/platform-contract';
import { safeInternalPath } from '@busqy/platform-contract';
import { useHydrated } from '@busqy/platform-contract/remote';
import type { EarlyCopyAttribute, EarlyNavigationAttribute } from '../../server/pages/early-input-attributes';
import protocol from '../../server/pages/early-input-protocol.json';
import { encodeStoredValue } from './storage';

type Scope = keyof typeof protocol.scopes;

interface CaptureHandle {
  replay(scope: string): void;
}

/** The inline script's handle; absent on a page the browser rendered itself (nothing was painted). */
function captureHandle(): CaptureHandle | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, CaptureHandle | undefined>)[protocol.global];
}

/**
 * One scope's marker and replay: 'page' for the remote's page (the platform's earlyInput), 'shell'
 * for the shell's own frame (header). Each scope is replayed once its own tree has committed.
 */
/** What the capture script's early toasts take from the shell's toaster. */
export interface EarlyToastLook {
  /** The toaster region's accessible name. */
  label: string;
  /** The accessible name of a toast's close button. */
  closeLabel: string;
  /** How long a toast shows. */
  durationMs: number;
}

export function createEarlyInput(scope: Scope, toast?: EarlyToastLook): EarlyInput {
  const name = protocol.scopes[scope];
  const marker = Object.freeze({ [protocol.attribute]: name }) as EarlyInput['marker'];
  return Object.freeze({
    marker,
    replay: () => captureHandle()?.replay(name),
    navigate: (effect: EarlyNavigation) => earlyNavigationMarker(marker, effect),
    copy: (effect: EarlyCopy) => (toast ? earlyCopyMarker(marker, effect, toast) : marker),
  });
}

/** The marker plus the copy and its toast, for the capture script (EarlyCopyAttribute). */
function earlyCopyMarker(
  marker: EarlyInput['marker'],
  { text, toast: { title, description } }: EarlyCopy,
  look: EarlyToastLook,
): EarlyInput['marker'] {
  const attribute: EarlyCopyAttribute = {
    text,
    title,
    ...(description ? { description } : {}),
    label: look.label,
    close: look.closeLabel,
    ms: look.durationMs,
  };
  return Object.freeze({ ...marker, [protocol.copyAttribute]: JSON.stringify(attribute) });
}

/**
 * The marker plus the effect the capture script performs at a press (EarlyNavigationAttribute: the
 * values encoded as storage.set stores them). A `to` that is not a path of this site, or a key the
 * protocol does not let the script write (earlyStorageKeys), gives the plain marker: the press then
 * waits for the app.
 */
function earlyNavigationMarker(marker: EarlyInput['marker'], effect: EarlyNavigation): EarlyInput['marker'] {
  const writes = [...Object.keys(effect.store ?? {}), ...(effect.storeHere ? [effect.storeHere] : [])];
  if (safeInternalPath(effect.to) !== effect.to) return marker;
  if (!writes.every((key) => protocol.earlyStorageKeys.includes(key))) return marker;
  const store: Record<string, string> = {};
  for (const [key, value] of Object.entries(effect.store ?? {}) as [StorageKey, StorageSchema[StorageKey]][])
    store[key] = encodeStoredValue(key, value);
  const attribute: EarlyNavigationAttribute = {
    to: effect.to,
    store,
    ...(effect.storeHere ? { here: effect.storeHere } : {}),
  };
  return Object.freeze({ ...marker, [protocol.navigationAttribute]: JSON.stringify(attribute) });
}

/** The shell frame's own scope (header controls). */
export const SHELL_EARLY_INPUT = createEarlyInput('shell');

const NO_MARKER = Object.freeze({});

/** The header's marker while it has no handlers (server, hydration); gone once hydrated. */
export function useShellEarlyInputMarker(): EarlyInput['marker'] {
  return useHydrated() ? NO_MARKER : SHELL_EARLY_INPUT.marker;
}
