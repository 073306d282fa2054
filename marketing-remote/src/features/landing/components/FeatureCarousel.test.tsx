import { act, fireEvent, render, screen } from '@testing-library/react';
import { PRODUCT_FEATURES } from '../../../lib/product-features';
import { expectHeld, expectPlayMovesOn } from '../../../testing/carousel';
import { setUpCarouselClock } from '../../../testing/match-media';
import { FEATURE_INTERVAL_MS, FeatureCarousel } from './FeatureCarousel';

const play = {
  play: 'Reproduzir rotação dos recursos',
  intervalMs: FEATURE_INTERVAL_MS,
  next: 'Robô de mensagens',
};

function visibleSlideTitle(): string | null {
  const slides = screen.getAllByRole('tabpanel', { hidden: true }).filter((slide) => !slide.hidden);
  expect(slides).toHaveLength(1);
  return slides[0]!.querySelector('h3')!.textContent;
}

describe('FeatureCarousel (SPEC §9: 15 s)', () => {
  const clock = setUpCarouselClock();

  it('shows the five advertised features, one at a time, rotating every 15 s and wrapping', () => {
    render(<FeatureCarousel features={PRODUCT_FEATURES} />);
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(visibleSlideTitle()).toBe('Promoções com inteligência artificial');
    act(() => jest.advanceTimersByTime(FEATURE_INTERVAL_MS - 1));
    expect(visibleSlideTitle()).toBe('Promoções com inteligência artificial');
    act(() => jest.advanceTimersByTime(1));
    expect(visibleSlideTitle()).toBe('Robô de mensagens');
    act(() => jest.advanceTimersByTime(FEATURE_INTERVAL_MS * 4));
    expect(visibleSlideTitle()).toBe('Promoções com inteligência artificial');
  });

  it('stops rotating when paused and resumes when played', () => {
    render(<FeatureCarousel features={PRODUCT_FEATURES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar rotação dos recursos' }));
    expectHeld(visibleSlideTitle, FEATURE_INTERVAL_MS * 3);
    expectPlayMovesOn(visibleSlideTitle, play);
  });

  it('holds still while pointed at', () => {
    render(<FeatureCarousel features={PRODUCT_FEATURES} />);
    const carousel = screen.getByRole('region', { name: 'Recursos da Busqy' });
    fireEvent.mouseEnter(carousel);
    expectHeld(visibleSlideTitle, FEATURE_INTERVAL_MS * 2);
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(FEATURE_INTERVAL_MS));
    expect(visibleSlideTitle()).toBe('Robô de mensagens');
  });

  it('starts paused under prefers-reduced-motion, and pauses when the preference turns on', () => {
    clock.motion.set(true);
    const { unmount } = render(<FeatureCarousel features={PRODUCT_FEATURES} />);
    expect(screen.getByRole('button', { name: 'Reproduzir rotação dos recursos' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FEATURE_INTERVAL_MS * 2));
    expect(visibleSlideTitle()).toBe('Promoções com inteligência artificial');
    unmount();

    clock.motion.set(false);
    render(<FeatureCarousel features={PRODUCT_FEATURES} />);
    act(() => clock.motion.set(true));
    act(() => jest.advanceTimersByTime(FEATURE_INTERVAL_MS * 2));
    expect(visibleSlideTitle()).toBe('Promoções com inteligência artificial');
  });

  it('moves by hand with the tabs and arrows, restarting the 15 s wait', () => {
    render(<FeatureCarousel features={PRODUCT_FEATURES} />);
    act(() => jest.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByRole('tab', { name: 'Site vitrine' }));
    expect(visibleSlideTitle()).toBe('Site vitrine no seu domínio');
    expect(screen.getByRole('tab', { name: 'Site vitrine' })).toHaveAttribute('aria-selected', 'true');
    act(() => jest.advanceTimersByTime(10_000));
    expect(visibleSlideTitle()).toBe('Site vitrine no seu domínio');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo recurso' }));
    expect(visibleSlideTitle()).toBe('Promoções com inteligência artificial');
    fireEvent.click(screen.getByRole('button', { name: 'Recurso anterior' }));
    expect(visibleSlideTitle()).toBe('Site vitrine no seu domínio');
  });

  it('moves between tabs with the arrow keys, Home and End, focus following the selection', () => {
    render(<FeatureCarousel features={PRODUCT_FEATURES} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[1]]);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[tabs.length - 1]).toHaveFocus();
    expect(visibleSlideTitle()).toBe('Site vitrine no seu domínio');
    fireEvent.keyDown(tabs[tabs.length - 1]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[tabs.length - 1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[tabs.length - 1]!, { key: 'Home' });
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });
});
