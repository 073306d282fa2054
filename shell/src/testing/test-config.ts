import routeConfig from '../../server/routes.json';
import type { RemoteRouteConfig, RuntimeConfig } from '../platform/contract';

interface RemoteRoutes {
  claims?: { paths?: string[] };
  routes?: RemoteRouteConfig[];
}

/**
 * The runtime config the shell server would serve, with the route table routes.json gives before any
 * remote publishes its pages (shell/server/pages/route-table.ts): the routes the shell keeps and
 * each remote's claimed paths, open.
 */
export function testRuntimeConfig(): RuntimeConfig {
  const remotes: RuntimeConfig['remotes'] = {};
  for (const [name, remote] of Object.entries(routeConfig as Record<string, RemoteRoutes>)) {
    remotes[name] = {
      entry: `http://${name}.remote.test/remoteEntry.js`,
      manifest: `http://${name}.remote.test/mf-manifest.json`,
      routes: [
        ...(remote.routes ?? []).map(({ path, access }) => ({ path, access })),
        ...(remote.claims?.paths ?? []).map((path) => ({ path, access: 'open' as const })),
      ],
    };
  }
  return {
    remotes,
    firebase: { apiKey: 'demo-api-key', authDomain: 'demo-busqy.firebaseapp.com', projectId: 'demo-busqy' },
    links: {
      helpCenter: 'https://ajuda.example.com',
      webAppLogin: 'https://app.example.com/login',
      whatsappSupport: 'https://wa.me/5511000000000',
      contactEmail: 'contato@example.com',
    },
    company: {
      legalName: 'Busqy Teste Ltda.',
      taxId: '12.345.678/0001-90',
      address: 'Rua de Teste, 100, São Paulo - SP, 01000-000',
    },
  };
}
