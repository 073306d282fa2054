import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppCrash } from './app/AppCrash';
import { createShell } from './app/create-shell';
import { Spinner } from './components/Spinner';
import { fetchRuntimeConfig } from './config/runtime-config';
import { registerRuntimeRemotes } from './features/remotes/api/remote-registry';
import { whenIdle } from './lib/when-idle';

/** Runs a task once the browser has painted (the Firebase SDK must not delay the first paint). */
function afterFirstPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  root.render(<Spinner />);

  let shell: ReturnType<typeof createShell>;
  try {
    const config = await fetchRuntimeConfig();
    registerRuntimeRemotes(config);
    shell = createShell({ config });
  } catch (error) {
    console.error('[shell] could not start', error);
    root.render(<AppCrash />);
    return;
  }

  const router = createBrowserRouter(shell.routes);
  shell.attachNavigate((path, options) => router.navigate(path, options));
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  afterFirstPaint(() => {
    void shell.auth.start();
    // Third-party tags wait for an idle moment (and for consent, inside tags.start).
    whenIdle(() => shell.tags.start());
  });
}

void main();
