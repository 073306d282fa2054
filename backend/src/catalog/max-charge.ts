import type { Cents } from './money';
import { PLANS } from './plans';
import { TRAINING_BUNDLE } from './upsell';

/**
 * The most one checkout can charge: the dearest plan period plus every add-on the catalog sells.
 * Tracking refuses event values above it (a value of 1,000,000 is not a sale of ours).
 */
export const MAX_CHARGE: Cents =
  Math.max(...PLANS.flatMap((plan) => Object.values(plan.prices).map((entry) => entry.total))) +
  TRAINING_BUNDLE.amount;
