// Navigation rules of the prompt image gallery (spec §2, §4): moving past either end wraps around,
// the arrow keys step, and a horizontal swipe of more than 50 px steps (left → next, right → previous).
// Right to left (issue 31) the images follow the reading order: ArrowLeft and a swipe right go to the
// next image, ArrowRight and a swipe left to the previous one.
import { SWIPE_THRESHOLD_PX } from '@prompt-lib/contract';

/** `index` moved by `step`, wrapped into 0..total-1. */
export function stepIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** -1, +1, or 0 for a key that does not navigate; `rtl` when the page reads right to left. */
export function keyStep(key: string, rtl = false): -1 | 0 | 1 {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === back) return -1;
  if (key === forward) return 1;
  return 0;
}

/** The step for a touch that moved `dx` px sideways and `dy` px up or down; mostly-vertical moves scroll. */
export function swipeStep(dx: number, dy = 0, rtl = false): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 !== rtl ? 1 : -1;
}

/** Whether `element` (else the page) reads right to left. */
export function isRightToLeft(element?: Element | null): boolean {
  if (document.documentElement.dir === 'rtl') return true;
  return element ? getComputedStyle(element).direction === 'rtl' : false;
}
