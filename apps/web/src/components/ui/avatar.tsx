// User avatar: the picture when it loads, else up to two initials of the name (spec §2, §9).
import { AVATAR_INITIALS_MAX } from '@prompt-lib/contract';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** "jane doe" → "JD", "jane_doe" → "JD", "alice" → "AL"; never more than two letters. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w.charAt(0)).join('') : (words[0] ?? '');
  return letters.slice(0, AVATAR_INITIALS_MAX).toUpperCase() || '?';
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const;

export function Avatar({
  name,
  src,
  size = 'md',
  className,
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex shrink-0 overflow-hidden rounded-full bg-indigo-100 select-none',
        sizes[size],
        className,
      )}
    >
      {src && <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={src ? 300 : 0}
        className="flex size-full items-center justify-center bg-gradient-to-br from-indigo-500 to-violet-500 font-semibold text-white"
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
