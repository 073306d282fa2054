import { act, fireEvent, render, screen } from '@testing-library/react';
import { expectHeld, expectPlayMovesOn } from '../../../testing/carousel';
import { setUpCarouselClock } from '../../../testing/match-media';
import { PARTNER_INTERVAL_MS, PartnersCarousel } from './PartnersCarousel';

const position = () => screen.getByRole('list', { name: '13 parceiros' }).getAttribute('data-index');
const play = { play: 'Reproduzir carrossel de parceiros', intervalMs: PARTNER_INTERVAL_MS, next: '1' };

describe('PartnersCarousel (SPEC §1: 13 partners, §9: 3 s)', () => {
  const clock = setUpCarouselClock();

  it('lists 13 partner stores and programs (repeats are hidden from assistive technology)', () => {
    render(<PartnersCarousel />);
    // Role queries skip aria-hidden elements: the repeats that keep the row full are not counted.
    const marks = screen.getAllByRole('listitem');
    expect(marks).toHaveLength(13);
    expect(new Set(marks.map((mark) => mark.textContent)).size).toBe(13);
    expect(marks.some((mark) => mark.textContent?.endsWith('Mercado Livre'))).toBe(true);
    expect(screen.getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(13);
  });

  it('advances one mark every 3 s and wraps after the 13th', () => {
    render(<PartnersCarousel />);
    expect(position()).toBe('0');
    act(() => jest.advanceTimersByTime(PARTNER_INTERVAL_MS));
    expect(position()).toBe('1');
    act(() => jest.advanceTimersByTime(PARTNER_INTERVAL_MS * 12));
    expect(position()).toBe('0');
  });

  it('can be paused and played again', () => {
    render(<PartnersCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrossel de parceiros' }));
    expectHeld(position, PARTNER_INTERVAL_MS * 5);
    expectPlayMovesOn(position, play);
  });

  it('does not move under prefers-reduced-motion until the visitor plays it', () => {
    clock.motion.set(true);
    render(<PartnersCarousel />);
    expectHeld(position, PARTNER_INTERVAL_MS * 4);
    expectPlayMovesOn(position, play);
  });

  it('holds still while it has keyboard focus', () => {
    render(<PartnersCarousel />);
    const viewport = screen.getByRole('list', { name: '13 parceiros' }).parentElement!;
    fireEvent.focus(viewport);
    expectHeld(position, PARTNER_INTERVAL_MS * 3);
  });
});
