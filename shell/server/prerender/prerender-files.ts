// The pre-render contract's names and versions the server reads at run time: the contract module
// itself is TypeScript for the bundles, so its JSON part (@busqy/platform-contract/prerender/files.json,
// the same file the contract's PAGE_DATA_ID and PAGE_ASSETS_* are made of) is the one declaration.
import { createRequire } from 'node:module';

export interface PrerenderFiles {
  /** PAGE_DATA_ID: the id of the page data's <script type="application/json">. */
  pageDataId: string;
  /** PAGE_ASSETS_FILE and PAGE_ASSETS_FORMAT: page-assets.json beside a remote's manifest. */
  pageAssets: { file: string; format: number };
  /** PRERENDER_INDEX_FILE: a remote's PrerenderIndex, relative to its mf-manifest.json. */
  prerenderIndex: string;
  /** scriptJson's escapes: character → its JSON escape, for JSON written inside a <script>. */
  scriptJsonEscapes: Record<string, string>;
}

export const PRERENDER_FILES: Readonly<PrerenderFiles> = Object.freeze(
  createRequire(import.meta.url)('@busqy/platform-contract/prerender/files.json') as PrerenderFiles,
);
