// What a failed journey leaves in the log: each page still open, where it is and what it shows, and
// the last things that went wrong in its browser context (console errors, page errors, failed
// requests, 4xx/5xx answers). support/environment.cjs prints it when a journey fails, before the
// journey's own clean-up closes the pages; a flaky failure in CI then says what the visitor saw.
import type { BrowserContext } from 'playwright-core';
import protocol from '../../server/pages/early-input-protocol.json';
import reportsGlobal from './failure-reports-global.json';

/** Events kept per context (the latest). */
const KEPT = 40;

/** Read by support/environment.cjs (the journeys' global). */
export const FAILURE_REPORTS = reportsGlobal.global;

type Reports = Set<() => Promise<string>>;

function reports(): Reports {
  const global = globalThis as unknown as Record<string, Reports | undefined>;
  return (global[FAILURE_REPORTS] ??= new Set());
}

/** Watches `context` for a failure report; the returned function stops (the context closed). */
export function reportOnFailure(context: BrowserContext): () => void {
  const started = performance.now();
  const events: string[] = [];
  const note = (line: string) => {
    events.push(`+${((performance.now() - started) / 1000).toFixed(1)} s ${line.slice(0, 300)}`);
    if (events.length > KEPT) events.shift();
  };
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`page error: ${error.error().message}`));
  context.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const report = async () => {
    const pages = await Promise.all(
      context.pages().map(async (page) => {
        const seen = await page
          .evaluate(
            (marker) => ({
              text: document.body?.innerText ?? '',
              // Controls still marked for the early-input capture: the page (or part) is not hydrated.
              unhydrated: document.querySelectorAll(`[${marker}]`).length,
              // Each field: what it shows and the value React last rendered it with (its state): a
              // difference is text the app does not know of. Passwords by length only.
              fields: Array.from(document.querySelectorAll('input')).map((input) => {
                const props = Object.entries(input).find(([key]) => key.startsWith('__reactProps'))?.[1] as
                  { value?: unknown } | undefined;
                const show = (value: unknown) =>
                  typeof value !== 'string'
                    ? String(value)
                    : input.type === 'password'
                      ? `${value.length} characters`
                      : JSON.stringify(value);
                return `${input.name || input.id || input.type}: shows ${show(input.value)}, app ${props ? show(props.value) : 'not hydrated'}`;
              }),
            }),
            protocol.attribute,
          )
          .catch((error: Error) => ({ text: `(unreadable: ${error.message})`, unhydrated: -1, fields: [] }));
        return [
          `  page ${page.url()} (controls not yet hydrated: ${seen.unhydrated})`,
          `    shows: ${seen.text.replace(/\s+/g, ' ').slice(0, 600)}`,
          ...seen.fields.map((field) => `    field ${field}`),
        ].join('\n');
      }),
    );
    return [
      '[journey failed] its pages:',
      ...pages,
      '  its last events:',
      ...events.map((e) => `    ${e}`),
    ].join('\n');
  };
  reports().add(report);
  const stop = () => reports().delete(report);
  context.on('close', stop);
  return stop;
}
