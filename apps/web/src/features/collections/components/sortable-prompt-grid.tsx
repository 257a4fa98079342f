// The owner's view of a collection's prompts: cards in the collection's order, each with a handle to
// drag it elsewhere (pointer, or keyboard: Space, arrows, Space) and a Remove button.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Prompt } from '@prompt-lib/contract';
import { GripVertical, X } from 'lucide-react';
import { PromptCard } from '../../../components/prompt-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';

export function SortablePromptGrid({
  prompts,
  onReorder,
  onRemove,
}: {
  prompts: Prompt[];
  onReorder: (promptIds: number[]) => void;
  onRemove: (prompt: Prompt) => void;
}) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = prompts.map((prompt) => prompt.id);
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={prompts.map((prompt) => prompt.id)} strategy={rectSortingStrategy}>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Prompts in this collection`}>
          {prompts.map((prompt, index) => (
            <SortableCard key={prompt.id} prompt={prompt} position={index + 1} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableCard({
  prompt,
  position,
  onRemove,
}: {
  prompt: Prompt;
  position: number;
  onRemove: (prompt: Prompt) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: prompt.id });
  const { t } = useLingui();
  const title = prompt.title;
  const place = formatNumber(position);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex flex-col gap-2', isDragging && 'relative z-10 opacity-80')}
    >
      <div className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-surface px-2 py-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="flex cursor-grab touch-none items-center gap-1.5 rounded-md px-1.5 py-1 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500 active:cursor-grabbing"
          aria-label={t`Move "${title}" (position ${ph({ position: place })})`}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden="true" />
          <span aria-hidden="true">#{place}</span>
        </button>
        <Button
          variant="ghost"
          size="sm"
          className="text-slate-500 hover:text-red-700"
          aria-label={t`Remove "${title}" from the collection`}
          onClick={() => onRemove(prompt)}
        >
          <X aria-hidden="true" />
          <Trans>Remove</Trans>
        </Button>
      </div>
      <PromptCard prompt={prompt} to={`/explorer/prompt/${prompt.id}`} />
    </li>
  );
}
