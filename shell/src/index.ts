// Async boundary: the module-federation runtime must negotiate the shared singletons (react,
// react-dom, react-router-dom) before any code that imports them runs.
import('./bootstrap');
