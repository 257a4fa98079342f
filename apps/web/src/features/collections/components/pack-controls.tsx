// Admins only, on a public collection's page: show it among the landing's starter packs, with an icon
// and a place in their order (lowest first), or take it out again.
import { Trans, useLingui } from '@lingui/react/macro';
import { type CollectionSummary, PACK_ICONS, PACK_ORDER_MAX, type PackIcon } from '@prompt-lib/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClass } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateCollection } from '../api/update-collection.ts';

export function PackControls({ collection }: { collection: CollectionSummary }) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdateCollection(collection.id);
  const [icon, setIcon] = useState<PackIcon>(collection.packIcon ?? 'sparkles');
  const [order, setOrder] = useState(String(collection.packOrder ?? 0));

  const save = (pack: boolean) => {
    const packOrder = Math.min(PACK_ORDER_MAX, Math.max(0, Math.round(Number(order) || 0)));
    update.mutate(pack ? { pack, packIcon: icon, packOrder } : { pack }, {
      onSuccess: () => toast.success(pack ? t`Shown among the starter packs` : t`No longer a starter pack`),
      onError: (error) => toast.error(errorText(error, t`Could not change the pack`)),
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          <Trans>Starter pack (admin)</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          {collection.pack
            ? t`Shown on the landing page. Visitors can Get Pack to copy it.`
            : t`Show this public collection on the landing page as a starter pack.`}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-icon`}>
            <Trans>Icon</Trans>
          </Label>
          <select
            id={`${id}-icon`}
            value={icon}
            onChange={(event) => setIcon(event.target.value as PackIcon)}
            className={cn(fieldClass, 'h-9 w-32')}
          >
            {PACK_ICONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-order`}>
            <Trans comment="position in a list">Order</Trans>
          </Label>
          <input
            id={`${id}-order`}
            type="number"
            min={0}
            max={PACK_ORDER_MAX}
            value={order}
            onChange={(event) => setOrder(event.target.value)}
            className={cn(fieldClass, 'h-9 w-20')}
          />
        </div>
        <Button size="sm" className="h-9" onClick={() => save(true)} loading={update.isPending}>
          {collection.pack ? t`Update pack` : t`Mark as pack`}
        </Button>
        {collection.pack && (
          <Button size="sm" variant="secondary" className="h-9" onClick={() => save(false)}>
            <Trans>Unmark</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
