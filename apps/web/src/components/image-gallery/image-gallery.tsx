// "Prompt Results" gallery of the public detail (spec §2): a 16:9 main image that opens the full-size
// dialog, and thumbnails when there is more than one image. Inline view and dialog share one index.
import { useLingui } from '@lingui/react/macro';
import { imageSrcSet } from '@prompt-lib/contract';
import { Maximize2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { GalleryImage } from './gallery-image.tsx';
import { stepIndex } from './gallery-navigation.ts';

// The full-screen viewer (and the dialog library under it) loads when an image is first opened.
const GalleryDialog = lazy(() =>
  import('./gallery-dialog.tsx').then((module) => ({ default: module.GalleryDialog })),
);

export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const onStep = useCallback((step: number) => setIndex((i) => stepIndex(i, step, count)), [count]);

  if (count === 0) return null;
  const position = formatNumber(current + 1);
  const total = formatNumber(count);
  const viewFullSize = t`View full size`;
  return (
    <div className="grid gap-3">
      <button
        type="button"
        onClick={() => setOpen(true)}
        // The name contains the visible badge text ("1 / 4"), as speech-input users will say it.
        aria-label={count > 1 ? t`Open image ${position} / ${total} full size` : viewFullSize}
        className="group relative aspect-video w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
      >
        <GalleryImage
          src={images[current] ?? ''}
          srcSet={imageSrcSet(images[current] ?? '')}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 90vw, 100vw"
          alt={t`${title}, image ${position} of ${total}`}
          width={1280}
          height={720}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
        />
        <span className="always-dark absolute end-3 bottom-3 flex items-center gap-1.5 rounded-full bg-slate-950/70 px-3 py-1 text-xs font-medium text-white opacity-90 backdrop-blur">
          <Maximize2 className="size-3.5" aria-hidden="true" />
          {/* "2 / 3" reads left to right in every language (a right-to-left page would turn it round). */}
          {count > 1 ? <bdi dir="ltr">{`${position} / ${total}`}</bdi> : viewFullSize}
        </span>
      </button>
      {count > 1 && (
        <ul aria-label={t`Thumbnails`} className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, thumb) => {
            const number = formatNumber(thumb + 1);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a prompt may show one URL twice; position is the identity.
                key={`${src}-${thumb}`}
                className="shrink-0"
              >
                <button
                  type="button"
                  aria-label={t`Show image ${number}`}
                  aria-current={thumb === current || undefined}
                  onClick={() => setIndex(thumb)}
                  className={cn(
                    'block h-16 w-28 overflow-hidden rounded-lg border-2 transition',
                    thumb === current
                      ? 'border-indigo-500'
                      : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  <GalleryImage
                    src={src}
                    srcSet={imageSrcSet(src, [320])}
                    sizes="112px"
                    alt=""
                    loading="lazy"
                    width={112}
                    height={64}
                    className="size-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <GalleryDialog
            images={images}
            title={title}
            index={current}
            open={open}
            onOpenChange={setOpen}
            onStep={onStep}
            onSelect={setIndex}
          />
        </Suspense>
      )}
    </div>
  );
}
