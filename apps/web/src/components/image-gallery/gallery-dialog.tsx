// The full-size image dialog: previous/next buttons, dots, "n / total", the navigation hint, arrow
// keys while open and swipes on touch screens; every move wraps around. Right to left, the buttons
// swap sides and the keys and swipes follow the reading order (gallery-navigation.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type TouchEvent, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { GalleryImage } from './gallery-image.tsx';
import { isRightToLeft, keyStep, swipeStep } from './gallery-navigation.ts';

type GalleryDialogProps = {
  images: readonly string[];
  title: string;
  index: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStep: (step: number) => void;
  onSelect: (index: number) => void;
};

const navButton =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition hover:bg-white';

export function GalleryDialog({
  images,
  title,
  index,
  open,
  onOpenChange,
  onStep,
  onSelect,
}: GalleryDialogProps) {
  const { t } = useLingui();
  const count = images.length;
  const position = formatNumber(index + 1);
  const total = formatNumber(count);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const step = keyStep(event.key, isRightToLeft(stage.current));
      if (step === 0) return;
      event.preventDefault();
      onStep(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onStep]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y, isRightToLeft(stage.current));
    if (step !== 0) onStep(step);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="always-dark fixed inset-0 z-50 bg-slate-950/90 backdrop-blur-sm" />
        <DialogPrimitive.Content
          className="always-dark fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 outline-none sm:p-8"
          aria-describedby="gallery-hint"
        >
          <DialogPrimitive.Title className="sr-only">{t`${title}: image ${position} of ${total}`}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label={t`Close`}
            className="absolute end-4 top-4 z-10 flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <X className="size-5" />
          </DialogPrimitive.Close>
          <div
            ref={stage}
            className="relative flex w-full max-w-6xl flex-1 items-center justify-center overflow-hidden"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <GalleryImage
              src={images[index] ?? ''}
              alt={t`${title}, image ${position} of ${total}`}
              className="max-h-[calc(100dvh-10rem)] max-w-full rounded-lg object-contain shadow-2xl"
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  aria-label={t`Previous image`}
                  className={cn(navButton, 'start-1 sm:start-2')}
                  onClick={() => onStep(-1)}
                >
                  <ChevronLeft className="size-6 rtl:-scale-x-100" />
                </button>
                <button
                  type="button"
                  aria-label={t`Next image`}
                  className={cn(navButton, 'end-1 sm:end-2')}
                  onClick={() => onStep(1)}
                >
                  <ChevronRight className="size-6 rtl:-scale-x-100" />
                </button>
              </>
            )}
          </div>
          <div className="flex flex-col items-center gap-2 text-white">
            {count > 1 && (
              <div className="flex items-center gap-1">
                {images.map((src, dot) => {
                  const number = formatNumber(dot + 1);
                  return (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: a prompt may show one URL twice; position is the identity.
                      key={`${src}-${dot}`}
                      type="button"
                      aria-label={t`Show image ${number}`}
                      aria-current={dot === index || undefined}
                      onClick={() => onSelect(dot)}
                      className="flex size-6 items-center justify-center"
                    >
                      <span
                        className={cn(
                          'block h-2 rounded-full transition-all',
                          dot === index ? 'w-6 bg-white' : 'w-2 bg-white/40',
                        )}
                      />
                    </button>
                  );
                })}
              </div>
            )}
            <p dir="ltr" className="text-sm font-medium tabular-nums">
              {position} / {total}
            </p>
            <p id="gallery-hint" className="text-xs text-white/70">
              <Trans>Use ← → arrow keys or swipe to navigate</Trans>
            </p>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
