// Async boundary: the module-federation runtime must negotiate the shared singletons (react,
// react-dom) before any code that imports them runs. On a pre-rendered page this file is requested
// only after the first paint (shell/server/pages/deferred-scripts.mjs), so it starts at once.
void import('./bootstrap');
