// A word-level diff of two texts (the `diff` package): removed words struck through in red, added
// ones underlined in green, each also announced ("Removed:", "Added:") since screen readers do not
// voice <del> and <ins> by themselves. Lists (categories, tags) show removed and added items alike.
import { useLingui } from '@lingui/react/macro';
import { diffWords } from 'diff';
import { cn } from '../../lib/cn.ts';

/** The screen readers' words around a change, in the active language. */
function useChangeWords() {
  const { t } = useLingui();
  return {
    added: `${t({ message: 'Added:', comment: 'read before words added in a comparison' })} `,
    removed: `${t({ message: 'Removed:', comment: 'read before words removed in a comparison' })} `,
    end: ` ${t({ message: '(end)', comment: 'read after the added or removed words' })} `,
  };
}

export function WordDiff({ before, after }: { before: string; after: string }) {
  const words = useChangeWords();
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
              <span className="sr-only">{words.added}</span>
              {part.value}
              <span className="sr-only">{words.end}</span>
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={key} className="rounded-sm bg-red-100 text-red-900 decoration-red-500">
              <span className="sr-only">{words.removed}</span>
              {part.value}
              <span className="sr-only">{words.end}</span>
            </del>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </>
  );
}

export function ListDiff({ before, after }: { before: readonly string[]; after: readonly string[] }) {
  const words = useChangeWords();
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
                <span className="sr-only">{words.removed}</span>
                {item}
              </del>
            ) : added ? (
              <ins className="text-emerald-800 underline decoration-emerald-500">
                <span className="sr-only">{words.added}</span>
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
