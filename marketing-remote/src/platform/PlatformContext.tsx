import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Platform } from '@busqy/platform-contract';

// The shell's services, handed in through RemoteAppProps and kept in this remote's own context
// (the remote never imports shell code, only the contract's types).
const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <PlatformProvider> (see src/App.tsx)');
  return platform;
}
