// Image uploader (spec §5): checks type, size and count, downscales in the browser, uploads with a
// progress bar, previews, removes, and reorders by drag (gallery) — or holds one avatar (GIF allowed).
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '@prompt-lib/contract';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { resizeImage } from '../../lib/resize-image.ts';
import { toast } from '../../lib/toast.ts';
import { buttonClass } from '../ui/button.tsx';
import { checkFiles, moveItem, type UploaderVariant } from './checks.ts';
import { SortableImage } from './sortable-image.tsx';
import { uploadImage } from './upload-image.ts';

type Uploading = { key: string; name: string; progress: number };

export function ImageUploader({
  value,
  onChange,
  maxFiles,
  variant = 'gallery',
  onUploaded,
  onUploadFailed,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  maxFiles: number;
  variant?: UploaderVariant;
  onUploaded?: () => void;
  onUploadFailed?: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accept =
    variant === 'avatar' ? 'image/jpeg,image/png,image/webp,image/gif' : 'image/jpeg,image/png,image/webp';
  /** A refused or failed file, said in the interface's language (the contract's texts included). */
  const uploadError = (message: string) =>
    toast.error(t`Upload Error`, { description: translateText(i18n, message) });

  async function addFiles(files: File[]) {
    const { accepted, errors } = checkFiles(files, { existing: value.length, maxFiles, variant });
    for (const message of errors) uploadError(message);
    const urls: string[] = [];
    await Promise.all(
      accepted.map(async (file, i) => {
        const key = `${Date.now()}-${i}-${file.name}`;
        setUploading((list) => [...list, { key, name: file.name, progress: 0 }]);
        const setProgress = (progress: number) =>
          setUploading((list) => list.map((item) => (item.key === key ? { ...item, progress } : item)));
        try {
          const purpose = variant === 'avatar' ? 'avatar' : 'prompt';
          urls[i] = await uploadImage(await resizeImage(file), file.name, setProgress, purpose);
          onUploaded?.();
        } catch (error) {
          const message = error instanceof Error ? error.message : t`Upload failed`;
          if (onUploadFailed) onUploadFailed(message);
          else uploadError(message);
        } finally {
          setUploading((list) => list.filter((item) => item.key !== key));
        }
      }),
    );
    const added = urls.filter(Boolean);
    if (added.length > 0)
      onChange(variant === 'avatar' ? added.slice(-1) : [...value, ...added].slice(0, maxFiles));
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(value, value.indexOf(String(active.id)), value.indexOf(String(over.id))));
  };

  const imageCount = formatNumber(value.length);
  const disabled = (variant === 'gallery' && value.length >= maxFiles) || uploading.length > 0;
  return (
    <div className="flex flex-col gap-3">
      {variant === 'gallery' && value.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={value} strategy={rectSortingStrategy}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t`Uploaded images`}>
              {value.map((url, index) => (
                <SortableImage
                  key={url}
                  url={url}
                  index={index}
                  onRemove={() => onChange(value.filter((item) => item !== url))}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {uploading.map(({ key, name, progress }) => (
        <div key={key} className="flex flex-col gap-1 text-sm text-slate-600">
          <span>
            <Trans>Uploading {name}…</Trans>
          </span>
          <progress
            className="h-2 w-full accent-indigo-600"
            value={progress}
            max={1}
            aria-label={t`Uploading ${name}`}
          />
        </div>
      ))}
      {/* The label is the drop zone and the click target; the file input inside it takes keyboard focus. */}
      <label
        htmlFor={inputId}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
          disabled
            ? 'cursor-not-allowed opacity-60'
            : 'cursor-pointer hover:border-indigo-400 hover:bg-indigo-50/40',
        )}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (!disabled) void addFiles([...event.dataTransfer.files]);
        }}
      >
        <input
          id={inputId}
          type="file"
          accept={accept}
          multiple={variant === 'gallery'}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void addFiles(files);
          }}
        />
        <ImagePlus className="size-6 text-slate-400" aria-hidden />
        <span className={buttonClass('secondary', 'sm')}>
          {variant === 'avatar' ? <Trans>Choose a picture</Trans> : <Trans>Add images</Trans>}
        </span>
        <span className="text-xs text-slate-500">
          {variant === 'avatar' ? (
            <Trans>JPEG, PNG, WebP or GIF, up to 5 MB</Trans>
          ) : (
            <Trans>
              JPEG, PNG or WebP, up to 5 MB each, {imageCount} of {ph({ maxFiles: formatNumber(maxFiles) })}.
              Drag to reorder.
            </Trans>
          )}
        </span>
      </label>
    </div>
  );
}
