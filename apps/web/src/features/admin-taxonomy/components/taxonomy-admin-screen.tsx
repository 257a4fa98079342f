// The categories and tags admin screens (spec §2): a table with edit and delete, an add button, the
// empty state, and the toasts of §8. Non-admins are told they lack access (the server refuses anyway).
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCardDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { KINDS, type TaxonomyItem, type TaxonomyKind, taxonomyTexts } from '../api/kinds.ts';
import { useTaxonomyMutations } from '../api/taxonomy-mutations.ts';
import { useTaxonomyList } from '../api/use-taxonomy-list.ts';
import { type FormTarget, TaxonomyFormDialog } from './taxonomy-form-dialog.tsx';

// On phones the dates give way, so name, order and the actions fit without sideways scrolling.
const WIDE_ONLY = 'hidden sm:table-cell';

export function TaxonomyAdminScreen({ kind }: { kind: TaxonomyKind }) {
  const { i18n } = useLingui();
  const texts = taxonomyTexts(i18n, kind);
  return (
    <AdminOnly title={texts.title} message={texts.noAccess}>
      <TaxonomyTable kind={kind} />
    </AdminOnly>
  );
}

function TaxonomyTable({ kind }: { kind: TaxonomyKind }) {
  const { t, i18n } = useLingui();
  const { hasDisplayOrder } = KINDS[kind];
  const texts = taxonomyTexts(i18n, kind);
  const { data: items = [], isPending } = useTaxonomyList(kind);
  const { remove } = useTaxonomyMutations(kind);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<TaxonomyItem | null>(null);

  const openAdd = () => setFormTarget({ mode: 'add', displayOrder: items.length });
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(texts.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(texts.deleteFailed, { description: errorText(error, t`Please try again.`) });
    }
  };

  const addButton = (
    <Button onClick={openAdd}>
      <Plus aria-hidden />
      {texts.add}
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader title={texts.title} actions={addButton} />
      {isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {['one', 'two', 'three', 'four', 'five'].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{texts.empty}</h2>
            <Button variant="secondary" onClick={openAdd}>
              {texts.emptyAction}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Name</Trans>
              </TableHead>
              {hasDisplayOrder && (
                <TableHead>
                  <Trans>Display Order</Trans>
                </TableHead>
              )}
              <TableHead className={WIDE_ONLY}>
                <Trans>Created</Trans>
              </TableHead>
              {hasDisplayOrder && (
                <TableHead className={WIDE_ONLY}>
                  <Trans>Updated</Trans>
                </TableHead>
              )}
              <TableHead className="text-end">
                <Trans>Actions</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => {
              const itemName = item.name;
              return (
                <TableRow key={item.id}>
                  <TableCell className="font-medium text-slate-900" dir="auto">
                    {item.name}
                  </TableCell>
                  {'displayOrder' in item && <TableCell>{item.displayOrder}</TableCell>}
                  <TableCell className={cn('whitespace-nowrap', WIDE_ONLY)}>
                    {formatCardDate(item.createdAt)}
                  </TableCell>
                  {'displayOrder' in item && (
                    <TableCell className={cn('whitespace-nowrap', WIDE_ONLY)}>
                      {item.updatedAt ? formatCardDate(item.updatedAt) : '—'}
                    </TableCell>
                  )}
                  <TableCell className="text-end whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t`Edit ${itemName}`}
                      onClick={() => setFormTarget({ mode: 'edit', item })}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t`Delete ${itemName}`}
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => setDeleting(item)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <TaxonomyFormDialog kind={kind} target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={texts.deleteTitle}
        description={deleting ? texts.deleteText(deleting.name) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}
