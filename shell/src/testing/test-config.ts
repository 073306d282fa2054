import routes from '../../server/routes.json';
import type { RemoteRouteConfig, RuntimeConfig } from '../platform/contract';

/** The runtime config the shell server would serve, with the real route table. */
export function testRuntimeConfig(): RuntimeConfig {
  const remotes: RuntimeConfig['remotes'] = {};
  for (const [name, list] of Object.entries(routes as Record<string, RemoteRouteConfig[]>)) {
    remotes[name] = {
      entry: `http://${name}.remote.test/remoteEntry.js`,
      manifest: `http://${name}.remote.test/mf-manifest.json`,
      routes: list,
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
