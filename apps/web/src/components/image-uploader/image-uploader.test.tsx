import { MSG, SERVER_MSG } from '@prompt-lib/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadMoreTexts } from '../../lib/i18n.ts';
import { wrapper } from '../../test/i18n-wrapper.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { ImageUploader } from './image-uploader.tsx';

type Answer = { status: number; body: unknown };

/** Stubs XMLHttpRequest: records each upload's URL and answers it with `answer`. */
function fakeUploads(answer: Answer) {
  const urls: string[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(_method: string, url: string) {
      urls.push(url);
    }
    setRequestHeader() {}
    send() {
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return urls;
}

function pick(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const gif = () => new File([new Uint8Array(64)], 'dance.gif', { type: 'image/gif' });
const webp = () => new File([new Uint8Array(64)], 'dance.webp', { type: 'image/webp' });

describe('ImageUploader and animated images', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads an avatar as one, so an animated GIF is kept', async () => {
    const urls = fakeUploads({ status: 201, body: { message: 'a'.repeat(64), url: `/x/${'a'.repeat(64)}` } });
    const onChange = vi.fn();
    const { container } = render(
      <ImageUploader variant="avatar" maxFiles={1} value={[]} onChange={onChange} />,
      { wrapper },
    );
    pick(container, gif());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([`/x/${'a'.repeat(64)}`]));
    expect(urls).toEqual(['/api/v1/assets/image/upload?purpose=avatar']);
  });

  it('uploads a prompt image as one and shows the server’s refusal of an animation as a toast', async () => {
    const urls = fakeUploads({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: SERVER_MSG.animatedAvatarOnly },
    });
    const onChange = vi.fn();
    const { container } = render(
      <>
        <ImageUploader maxFiles={5} value={[]} onChange={onChange} />
        <Toaster />
      </>,
      { wrapper },
    );
    pick(container, webp());
    expect(await screen.findByText(SERVER_MSG.animatedAvatarOnly)).toBeInTheDocument();
    expect(screen.getByText('Upload Error')).toBeInTheDocument();
    expect(urls).toEqual(['/api/v1/assets/image/upload?purpose=prompt']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a file that is no image in the interface's language", async () => {
    // The uploader is on signed-in screens, which load the `more` texts (the contract's among them).
    await activateLanguage('de');
    await loadMoreTexts();
    try {
      const { container } = render(
        <>
          <ImageUploader maxFiles={5} value={[]} onChange={vi.fn()} />
          <Toaster />
        </>,
        { wrapper },
      );
      pick(container, new File(['text'], 'notes.txt', { type: 'text/plain' }));
      expect(
        await screen.findByText('Bitte wählen Sie gültige Bilddateien (JPEG, PNG, WebP)'),
      ).toBeInTheDocument();
      expect(screen.queryByText(MSG.invalidImageType)).not.toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it("counts the images and names the limit in the reader's digits (issue 31)", async () => {
    fakeUploads({ status: 201, body: { message: 'a'.repeat(64), url: `/x/${'a'.repeat(64)}` } });
    await activateLanguage('fa');
    await loadMoreTexts();
    try {
      const persian = new Intl.NumberFormat('fa');
      const { container } = render(
        <>
          <ImageUploader maxFiles={5} value={['/x/1', '/x/2', '/x/3', '/x/4']} onChange={vi.fn()} />
          <Toaster />
        </>,
        { wrapper },
      );
      const hint = screen.getByText(/JPEG/);
      expect(hint).toHaveTextContent(`${persian.format(4)} از ${persian.format(5)}`);
      expect(hint.textContent).not.toMatch(/[0-9]/);
      // Two more files where one fits: the contract's "Maximum {n} images allowed", translated.
      pick(container, webp(), webp());
      expect(await screen.findByText(`حداکثر ${persian.format(5)} تصویر مجاز است`)).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });
});
