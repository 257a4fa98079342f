import { describe, expect, it } from 'vitest';
import { keyStep, stepIndex, swipeStep } from './gallery-navigation.ts';

describe('gallery navigation', () => {
  it('wraps around both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('steps with the left and right arrow keys only', () => {
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowUp')).toBe(0);
    expect(keyStep('Enter')).toBe(0);
  });

  it('needs a horizontal swipe of more than 50 px: left goes next, right goes previous', () => {
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});
