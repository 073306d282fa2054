// The marketing remote's server renderer, built by webpack.prerender.cjs into
// dist/prerender/renderer.<hash>.cjs and named by dist/prerender/index.json (with its `pages`),
// beside mf-manifest.json. The shell server routes the pages it publishes, loads it from this
// remote's origin (so a remote deploy ships its new pages and HTML without a shell release), fetches
// the API answers each page needs from the catalog, and renders the page inside its own frame with
// the one React it hands this module (react & co. are externals here).
import {
  PRERENDER_FORMAT,
  type PrerenderRenderer,
  type PrerenderedPageData,
} from '@busqy/platform-contract/prerender';
import type { RemoteAppProps } from '@busqy/platform-contract';
import RemoteApp from '../App';
import { PLANS_PATH, promoPath } from '../lib/catalog/api';
import { PageSeedProvider } from '../lib/page-seed';
import { promoCodeOf } from '../features/promo/hooks/use-promo-params';
import { PAGES, pageChunks } from '../routes';
import { pageHead } from './heads';

export default {
  format: PRERENDER_FORMAT,
  pages: PAGES,
  /** The API paths (GET, public, JSON) whose answers the page's first render needs. */
  dataNeeds(path: string, search: string): string[] {
    const chunk = pageChunks[path];
    if (chunk === 'page-landing' || chunk === 'page-plans') return [PLANS_PATH];
    if (chunk === 'page-promo') return [promoPath(promoCodeOf(new URLSearchParams(search)))];
    return [];
  },
  head: pageHead,
  /** The remote's ./App with the server's data in place of the browser's first fetches. */
  createPage(data: PrerenderedPageData) {
    return function PrerenderedApp(props: RemoteAppProps) {
      return (
        <PageSeedProvider value={data}>
          <RemoteApp {...props} />
        </PageSeedProvider>
      );
    };
  },
} satisfies PrerenderRenderer;
