// "Rate this prompt": five stars as a radio group (native radios, so arrow keys move and choose, and
// Space picks the first), the caller's own rating with "Remove my rating", and the optimistic save of
// rate-prompt.ts. A visitor who picks a star goes to /login and comes back here afterwards; the
// prompt's owner sees a note instead of stars.
import { ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type PromptDetail, RATING_MAX } from '@prompt-lib/contract';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRatePrompt } from '../api/rate-prompt.ts';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export function RatingControl({ prompt }: { prompt: PromptDetail }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const rate = useRatePrompt(prompt.id, {
    onError: (error) => toast.error(errorText(error, t`Could not save your rating`)),
  });
  const signedIn = session.status === 'signedIn';
  const mine = signedIn ? (prompt.myRating ?? null) : null;

  if (signedIn && prompt.createdBy === session.user.id) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>
          This is your prompt: its rating comes from the people who use it, so you cannot rate it yourself.
        </Trans>
      </p>
    );
  }

  const choose = (value: number) => {
    // A choice made with the keyboard must not be hidden by a hover preview left under the mouse.
    setHovered(null);
    if (!signedIn) {
      navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    if (value !== mine) rate.mutate(value);
  };
  const shown = hovered ?? mine ?? 0;

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <span id={`${name}-label`} className="text-sm font-semibold text-slate-900">
        <Trans>Rate this prompt</Trans>
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        className="-mx-1 flex items-center"
        onMouseLeave={() => setHovered(null)}
      >
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHovered(n)}
            className="relative rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-indigo-500"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={mine === n}
              disabled={session.status === 'loading'}
              onChange={() => choose(n)}
              aria-label={plural(n, { one: '# star', other: '# stars' })}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-default"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                n <= shown ? 'fill-amber-400 text-amber-400' : 'fill-surface text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
      <div className="flex min-h-8 items-center gap-3 text-sm text-slate-600">
        <p aria-live="polite">
          {mine !== null ? (
            <span className="font-medium text-slate-900">
              <Trans>Your rating: {ph({ mine: formatNumber(mine) })}</Trans>
            </span>
          ) : signedIn ? (
            <Trans>Choose a star to rate</Trans>
          ) : (
            <Trans>Sign in to rate</Trans>
          )}
        </p>
        {mine !== null && (
          <Button variant="link" size="sm" className="px-0" onClick={() => rate.mutate(null)}>
            <Trans>Remove my rating</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
