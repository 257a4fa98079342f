// One uploaded image in the gallery uploader: preview, its place in the order, a drag handle (pointer
// or keyboard: Space to lift, arrows to move, Space to drop) and a remove button.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { GripVertical, X } from 'lucide-react';
import { formatNumber } from '../../lib/format.ts';

export function SortableImage({
  url,
  index,
  onRemove,
}: {
  url: string;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const position = formatNumber(index + 1);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: url });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`always-dark relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100 ${isDragging ? 'z-10 shadow-lg ring-2 ring-indigo-500' : ''}`}
    >
      <img
        src={url}
        alt={t`Upload ${position}`}
        width={320}
        height={180}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <span className="absolute start-1.5 top-1.5 rounded bg-slate-900/70 px-1.5 text-xs font-medium text-white">
        {position}
      </span>
      <div className="absolute end-1 top-1 flex gap-1">
        <button
          type="button"
          aria-label={t`Move image ${position}`}
          className="cursor-grab rounded-md bg-white/90 p-1 text-slate-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-indigo-500 active:cursor-grabbing"
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={t`Remove image ${position}`}
          onClick={onRemove}
          className="rounded-md bg-white/90 p-1 text-red-600 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
