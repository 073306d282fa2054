/**
 * The app's side of the early-input capture (shell/server/pages/early-input.ts, inline in every
 * pre-rendered page): the marker a control carries and the replay of its scope. The names come from
 * the one declaration both sides import (early-input-protocol.json).
 */
import type { EarlyInput } from '@busqy/platform-contract';
import { useHydrated } from '@busqy/platform-contract/remote';
import protocol from '../../server/pages/early-input-protocol.json';

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
export function createEarlyInput(scope: Scope): EarlyInput {
  const name = protocol.scopes[scope];
  return Object.freeze({
    marker: Object.freeze({ [protocol.attribute]: name }) as EarlyInput['marker'],
    replay: () => captureHandle()?.replay(name),
  });
}

/** The shell frame's own scope (header controls). */
export const SHELL_EARLY_INPUT = createEarlyInput('shell');

const NO_MARKER = Object.freeze({});

/** The header's marker while it has no handlers (server, hydration); gone once hydrated. */
export function useShellEarlyInputMarker(): EarlyInput['marker'] {
  return useHydrated() ? NO_MARKER : SHELL_EARLY_INPUT.marker;
}
