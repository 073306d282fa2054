import { useState } from 'react';
import { useAutoAdvance } from './use-auto-advance';
import type { AutoAdvance } from './use-auto-advance';
import { useReducedMotion } from './use-reduced-motion';

export interface Carousel extends AutoAdvance {
  /** True while the visitor has not paused it (or, before any choice, without reduced motion). */
  isPlaying: boolean;
  /** True while it rotates and nobody points at or focuses it. */
  isMoving: boolean;
  togglePlaying(): void;
  /** Spread on the carousel's root: rotation holds while it is pointed at or focused. */
  holdProps: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(): void;
  };
}

/**
 * The rotation rules both carousels follow: it can be paused (WCAG 2.2.2), holds while pointed at
 * or focused, and starts paused when the visitor prefers reduced motion.
 */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const reducedMotion = useReducedMotion();
  // null: follow the motion preference until the visitor chooses.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [holding, setHolding] = useState(false);
  const isPlaying = playing ?? !reducedMotion;
  const isMoving = isPlaying && !holding;
  const advance = useAutoAdvance(count, intervalMs, !isMoving);

  return {
    ...advance,
    isPlaying,
    isMoving,
    togglePlaying: () => setPlaying(!isPlaying),
    holdProps: {
      onMouseEnter: () => setHolding(true),
      onMouseLeave: () => setHolding(false),
      onFocus: () => setHolding(true),
      onBlur: () => setHolding(false),
    },
  };
}
