import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppCrash } from './app/AppCrash';
import { createShell } from './app/create-shell';
import { ShellRoutes } from './app/ShellRoutes';
import { Spinner } from './components/Spinner';
import { fetchRuntimeConfig } from './config/runtime-config';
import { hasServerContent, readPageData } from './lib/page-data';
import { CONTRACT_QUERY_PARAMETER } from './platform/provided-contract';
import { registerRuntimeRemotesOnce, routeRemote } from './features/remotes/api/remote-loader';
import { whenIdle } from './lib/when-idle';
import { yieldToMain } from './lib/yield-to-main';

/** Runs a task once the browser has painted (the Firebase SDK must not delay the first paint). */
function afterFirstPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A pre-rendered page (shell/server/prerender) stays on screen until it is hydrated; an empty root
  // shows the spinner while the config and the remote arrive.
  // Only pages the pre-renderer made (they carry page data this shell reads) are hydrated, and only
  // when the shell provides the contract they were rendered with; other server markup (the 404) is
  // rendered afresh.
  const serverMarkup = hasServerContent(container);
  const pageData = readPageData();
  const prerendered =
    serverMarkup &&
    pageData !== null &&
    !new URLSearchParams(window.location.search).has(CONTRACT_QUERY_PARAMETER);
  const root: Root | null = prerendered ? null : createRoot(container);
  if (!serverMarkup) root?.render(<Spinner />);

  let shell: ReturnType<typeof createShell>;
  try {
    // Start-up runs in a few tasks, not one long one: after loading the modules, after the shell.
    await yieldToMain();
    const config = await fetchRuntimeConfig();
    registerRuntimeRemotesOnce(config);
    shell = createShell({ config, copyrightYear: pageData?.year, hydrating: prerendered });
    // The route's remote (loading since the entry ran, index.ts) is ready before the render when it
    // has arrived by the next task: the page then hydrates with the shell, not in a later pass.
    const route = routeRemote(config, window.location.pathname);
    if (route) shell.registry.prefetch(route.remote);
  } catch (error) {
    console.error('[shell] could not start', error);
    (root ?? createRoot(container)).render(<AppCrash />);
    return;
  }

  await yieldToMain();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ShellRoutes routes={shell.routes} attachNavigate={shell.attachNavigate} />
      </BrowserRouter>
    </StrictMode>
  );
  if (root) root.render(app);
  else
    // In one task, not as a transition: the page is on screen and its presses are being recorded
    // (early-input.ts), so what counts is how soon it works. Sliced, hydration yielded every 5 ms
    // and took about 30 ms longer at 4x CPU before a press made at first paint took effect.
    hydrateRoot(container, app, {
      // Named in the console so the browser journeys can fail on any hydration mismatch.
      onRecoverableError: (error) => console.error('[hydration] recoverable error:', error),
    });
  afterFirstPaint(() => {
    void shell.auth.start();
    // Third-party tags wait for an idle moment (and for consent, inside tags.start).
    whenIdle(() => shell.tags.start());
  });
}

void main();
