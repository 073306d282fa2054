// Async boundary: the module-federation runtime must negotiate the shared singletons (react,
// react-dom) before any code that imports them runs. It starts after the browser's
// next frame: a pre-rendered page paints its HTML first instead of after React has loaded and
// hydrated it (on a slow phone, or with the scripts already cached, that is hundreds of ms).
import { afterNextPaint } from './lib/after-next-paint';

afterNextPaint(() => void import('./bootstrap'));
