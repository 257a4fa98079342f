import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wrapper } from '../../test/i18n-wrapper.tsx';
import { ImageGallery } from './image-gallery.tsx';

const images = ['/img/a', '/img/b', '/img/c'];

function openGallery() {
  const user = userEvent.setup();
  render(<ImageGallery images={images} title="Logo ideas" />, { wrapper });
  return user;
}

/** A touch from x = `from` to x = `to` (the scroll lock of the dialog reads both touch lists). */
function swipe(target: HTMLElement, from: number, to: number) {
  const start = [{ clientX: from, clientY: 100 }];
  const end = [{ clientX: to, clientY: 105 }];
  fireEvent.touchStart(target, { touches: start, changedTouches: start });
  fireEvent.touchEnd(target, { touches: [], changedTouches: end });
}

const shownSrc = () => within(screen.getByRole('dialog')).getByRole('img').getAttribute('src');

describe('ImageGallery', () => {
  it('shows thumbnails only when there is more than one image', () => {
    const { unmount } = render(<ImageGallery images={['/img/a']} title="One" />, { wrapper });
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).not.toBeInTheDocument();
    unmount();
    render(<ImageGallery images={images} title="Three" />, { wrapper });
    expect(within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button')).toHaveLength(3);
  });

  it('opens full size at the chosen image and steps with the buttons, wrapping around', async () => {
    const user = openGallery();
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    await user.click(screen.getByRole('button', { name: 'Open image 2 / 3 full size' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Use ← → arrow keys or swipe to navigate');
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(shownSrc()).toBe('/img/b');

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    expect(shownSrc()).toBe('/img/a');
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(shownSrc()).toBe('/img/c');
    await user.click(within(dialog).getByRole('button', { name: 'Show image 2' }));
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
  });

  it('steps with the arrow keys while open, and swipes on touch', async () => {
    const user = openGallery();
    await user.click(screen.getByRole('button', { name: 'Open image 1 / 3 full size' }));
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowLeft}');
    expect(shownSrc()).toBe('/img/c');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownSrc()).toBe('/img/b');

    const stage = within(screen.getByRole('dialog')).getByRole('img').parentElement as HTMLElement;
    swipe(stage, 300, 200);
    expect(shownSrc()).toBe('/img/c');
    swipe(stage, 200, 240);
    expect(shownSrc()).toBe('/img/c');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Open image 3 / 3 full size' })).toBeInTheDocument();
  });

  it('replaces a broken image with a placeholder picture', () => {
    render(<ImageGallery images={['/img/broken']} title="Broken" />, { wrapper });
    const image = screen.getByRole('img', { name: 'Broken, image 1 of 1' });
    fireEvent.error(image);
    expect(
      screen.getByRole('img', { name: 'Broken, image 1 of 1 (unavailable)' }).getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml/);
  });
});
