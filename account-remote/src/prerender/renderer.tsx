// The account remote's server renderer, built by webpack.prerender.cjs into
// dist/prerender/renderer.<hash>.cjs and named by dist/prerender/index.json (with its `pages`),
// beside mf-manifest.json. The shell server routes the pages it publishes, loads it from this
// remote's origin (so a remote deploy ships its new HTML without a shell release) and renders the
// page inside its own frame with the one React it hands this module (react & co. are externals
// here). The open account pages are forms that read no API data: their first render is the same for
// every visitor (signed out, empty fields).
import {
  PRERENDER_FORMAT,
  canonicalPage,
  type PageHead,
  type PrerenderRenderer,
} from '@busqy/platform-contract/prerender';
import RemoteApp from '../App';
import { passwordRecoveryMeta } from '../features/password-recovery/components/PasswordRecoveryPage';
import { loginMeta } from '../features/login/components/LoginPage';
import { signUpMeta } from '../features/signup/components/SignUpPage';
import { PAGES, type CanonicalPath } from '../routes';

/** The head of each page that is its own canonical (what the page sets in the browser). */
const META: Readonly<Record<CanonicalPath, { title: string; description: string }>> = {
  '/login': loginMeta,
  '/signup': signUpMeta,
  '/esqueci-senha': passwordRecoveryMeta,
};

export default {
  format: PRERENDER_FORMAT,
  pages: PAGES,
  /** No API data: these pages fetch nothing before the visitor submits. */
  dataNeeds: () => [],
  head(path: string): PageHead {
    const found = canonicalPage(PAGES, path);
    if (!found) throw new Error(`no page at ${path}`);
    const canonical = found.canonical as (typeof PAGES)[number];
    return {
      ...META[canonical.path as CanonicalPath],
      canonicalPath: canonical.path,
      // A page left out of the sitemap is left out of search engines too.
      indexable: !('sitemap' in canonical && canonical.sitemap === false),
      jsonLd: [],
    };
  },
  /** The remote's ./App as the browser's first render shows it (there is no data to hand over). */
  createPage: () => RemoteApp,
} satisfies PrerenderRenderer;
