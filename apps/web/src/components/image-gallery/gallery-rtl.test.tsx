// Right to left (issue 31): the gallery's arrow keys and swipes follow the reading order.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { wrapper } from '../../test/i18n-wrapper.tsx';
import { keyStep, swipeStep } from './gallery-navigation.ts';
import { ImageGallery } from './image-gallery.tsx';

const shownSrc = () => within(screen.getByRole('dialog')).getByRole('img').getAttribute('src');

afterEach(() => {
  document.documentElement.dir = '';
});

describe('gallery navigation, right to left', () => {
  it('swaps the arrow keys and the swipes', () => {
    expect(keyStep('ArrowRight', true)).toBe(-1);
    expect(keyStep('ArrowLeft', true)).toBe(1);
    expect(keyStep('ArrowUp', true)).toBe(0);
    expect(swipeStep(-51, 0, true)).toBe(-1);
    expect(swipeStep(51, 0, true)).toBe(1);
    expect(swipeStep(-50, 0, true)).toBe(0);
  });

  it('goes to the previous image with ArrowRight and the next with ArrowLeft on an rtl page', async () => {
    document.documentElement.dir = 'rtl';
    const user = userEvent.setup();
    render(<ImageGallery images={['/img/a', '/img/b', '/img/c']} title="Logo ideas" />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Open image 1 / 3 full size' }));
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}');
    expect(shownSrc()).toBe('/img/c');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownSrc()).toBe('/img/b');

    const stage = within(screen.getByRole('dialog')).getByRole('img').parentElement as HTMLElement;
    const start = [{ clientX: 200, clientY: 100 }];
    const end = [{ clientX: 300, clientY: 105 }];
    fireEvent.touchStart(stage, { touches: start, changedTouches: start });
    fireEvent.touchEnd(stage, { touches: [], changedTouches: end });
    expect(shownSrc()).toBe('/img/c');
  });
});
