import type { RemoteAppModule, RemoteAppProps } from '../platform/contract';

/** Every platform object a fake remote page received, to check its identity stays the same. */
export const receivedPlatforms: RemoteAppProps['platform'][] = [];

/** A stand-in for a remote's ./App: names the remote and the route it was given. */
export function fakeRemoteModule(remote: string): RemoteAppModule {
  function App({ path, platform }: RemoteAppProps) {
    receivedPlatforms.push(platform);
    return (
      <div data-testid="remote-page">
        <h1>
          {remote} page {path}
        </h1>
        {path === '/' ? <section id="solucoes">Soluções</section> : null}
      </div>
    );
  }
  return { default: App, platformContract: '^3.0.0' };
}

/** A remote whose App throws while rendering the given path. */
export function throwingRemoteModule(remote: string, failingPath: string): RemoteAppModule {
  const Working = fakeRemoteModule(remote).default;
  function App(props: RemoteAppProps) {
    if (props.path === failingPath) throw new Error(`${remote} crashed on ${failingPath}`);
    return <Working {...props} />;
  }
  return { default: App, platformContract: '^3.0.0' };
}
