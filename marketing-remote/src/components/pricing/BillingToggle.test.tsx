import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInTasks } from '@busqy/platform-contract/testing';
import type { ToggleInterval } from '../../lib/catalog/types';
import { BillingToggle } from './BillingToggle';

/** The toggle beside a plan button that reads the chosen period, as the plan cards do. */
function PlanChoice({ onChoose }: { onChoose(interval: ToggleInterval): void }) {
  const [interval, setInterval] = useState<ToggleInterval>('biannual');
  return (
    <>
      <BillingToggle value={interval} onChange={setInterval} biannualBadge="33% OFF" />
      <button type="button" onClick={() => onChoose(interval)}>
        Assinar
      </button>
    </>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

test('a period chosen before hydration is the one a plan tapped right after hydration is chosen with', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PlanChoice onChoose={() => {}} />);
  document.body.append(container);
  container.querySelector<HTMLInputElement>('input[value="month"]')!.click(); // native radios work at once

  const chosen: ToggleInterval[] = [];
  const button = container.querySelector('button')!;
  root = await hydrateInTasks(
    container,
    <PlanChoice onChoose={(interval) => chosen.push(interval)} />,
    button,
    () => button.click(),
  );
  expect(chosen).toEqual(['month']);
  expect(screen.getByRole('radio', { name: 'Mensal' })).toBeChecked();
});
