// Entry of the shell's server build (webpack.prerender.cjs → dist-ssr/renderer.cjs), loaded by
// shell/server/prerender: renders the shell's frame and a remote's page for the shell server.
export { renderPage } from './render-page';
// The page data's one writer (and its format), for the shell server, which runs no TypeScript.
export { PRERENDER_FORMAT, writePageData } from '@busqy/platform-contract/prerender';
