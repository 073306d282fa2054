import { act, fireEvent, screen } from '@testing-library/react';

/** What a carousel shows now (its visible slide, its position...), as a test reads it. */
type Current = () => string | null;

/** Lets `ms` pass on the fake clock and checks the carousel stayed where it was. */
export function expectHeld(current: Current, ms: number) {
  const before = current();
  act(() => jest.advanceTimersByTime(ms));
  expect(current()).toBe(before);
}

/** Presses the carousel's play control: one interval later it has moved on to `next`. */
export function expectPlayMovesOn(
  current: Current,
  { play, intervalMs, next }: { play: string; intervalMs: number; next: string },
) {
  fireEvent.click(screen.getByRole('button', { name: play }));
  act(() => jest.advanceTimersByTime(intervalMs));
  expect(current()).toBe(next);
}
