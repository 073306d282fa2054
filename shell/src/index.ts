// Async boundary: the module-federation runtime must negotiate the shared singletons (react,
// react-dom) before any code that imports them runs. It starts after the browser's
// next frame: a pre-rendered page paints its HTML first instead of after React has loaded and
// hydrated it (on a slow phone, or with the scripts already cached, that is hundreds of ms).
import { readInlineRuntimeConfig } from './config/runtime-config';
import { startRouteRemote } from './features/remotes/api/remote-loader';
import { afterNextPaint } from './lib/after-next-paint';
import { markScriptsHeld } from './lib/held-scripts';

// While this file runs (document.currentScript is its element): its name, when it came as a file.
markScriptsHeld();

// The route's remote and page need no React to start loading: they arrive beside react-dom instead
// of after the shell has rendered (with the config inlined in the page, as the shell server does).
startRouteRemote(readInlineRuntimeConfig());
afterNextPaint(() => void import('./bootstrap'));
