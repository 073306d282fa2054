// Entry of the shell's server build (webpack.prerender.cjs → dist-ssr/renderer.cjs), loaded by
// shell/server/prerender: renders the shell's frame and a remote's page for the shell server.
export { renderPage } from './render-page';
