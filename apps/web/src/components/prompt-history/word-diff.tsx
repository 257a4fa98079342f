// A word-level diff of two texts (the `diff` package): removed words struck through in red, added
// ones underlined in green, each also announced ("Removed:", "Added:") since screen readers do not
// voice <del> and <ins> by themselves. Lists (categories, tags) show removed and added items alike.
import { diffWords } from 'diff';
import { cn } from '../../lib/cn.ts';

const srStart = { added: 'Added: ', removed: 'Removed: ' } as const;
const srEnd = ' (end) ';

export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  return (
    <>
      {parts.map((part, index) => {
        // The parts of one diff, in order and never reordered: the position is their identity.
        const key = index;
        if (part.added) {
          return (
            <ins
              key={key}
              className="rounded-sm bg-emerald-100 text-emerald-900 underline decoration-emerald-500"
            >
              <span className="sr-only">{srStart.added}</span>
              {part.value}
              <span className="sr-only">{srEnd}</span>
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={key} className="rounded-sm bg-red-100 text-red-900 decoration-red-500">
              <span className="sr-only">{srStart.removed}</span>
              {part.value}
              <span className="sr-only">{srEnd}</span>
            </del>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </>
  );
}

export function ListDiff({ before, after }: { before: readonly string[]; after: readonly string[] }) {
  const items = [...new Set([...before, ...after])];
  return (
    <ul className="flex flex-wrap gap-2 text-sm">
      {items.map((item) => {
        const removed = !after.includes(item);
        const added = !before.includes(item);
        return (
          <li
            key={item}
            className={cn(
              'rounded-full px-2.5 py-0.5',
              removed ? 'bg-red-100' : added ? 'bg-emerald-100' : 'bg-slate-100 text-slate-700',
            )}
          >
            {removed ? (
              <del className="text-red-800 decoration-red-500">
                <span className="sr-only">{srStart.removed}</span>
                {item}
              </del>
            ) : added ? (
              <ins className="text-emerald-800 underline decoration-emerald-500">
                <span className="sr-only">{srStart.added}</span>
                {item}
              </ins>
            ) : (
              item
            )}
          </li>
        );
      })}
    </ul>
  );
}
