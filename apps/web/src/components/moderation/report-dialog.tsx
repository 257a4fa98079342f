// The report dialog (issue 29), loaded when "Report" is first chosen: a reason (radio cards) and
// optional details, validated by the contract's schema. A toast thanks the reporter; a second report
// of the same target (409) says so in the server's words, and the dialog closes either way.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportFormInput,
  type ReportTargetType,
  reportFormSchema,
} from '@prompt-lib/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateReport } from '../../api/reports.ts';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { FormField } from '../form-field.tsx';
import { RadioCards } from '../radio-cards.tsx';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { FieldError } from '../ui/label.tsx';
import { REPORTS_TEXT as T } from './texts.ts';

/** The reasons, their labels the contract's, their hints read when the dialog renders. */
const reasonChoices = () => {
  const hints = T.reasonHints;
  return REPORT_REASONS.map((reason) => ({
    id: reason,
    label: REPORT_REASON_LABELS[reason],
    hint: hints[reason],
  }));
};

export function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: { type: ReportTargetType; id: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const create = useCreateReport();
  const { register, handleSubmit, reset, formState } = useForm<ReportFormInput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { details: '' },
  });
  const { errors, isSubmitting } = formState;
  useEffect(() => {
    if (open) reset({ details: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ reason, details }) => {
    try {
      await create.mutateAsync({ targetType: target.type, targetId: target.id, reason, details });
      toast.success(T.sent);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.info(error.message);
        onOpenChange(false);
      } else toast.error(errorText(error, T.sendFailed));
    }
  });
  const title = T.dialogTitle(target.type);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{T.dialogText}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={title}>
          <div className="flex flex-col gap-1">
            <RadioCards
              legend={T.reasonLegend}
              name={`${id}-reason`}
              choices={reasonChoices()}
              registration={register('reason')}
            />
            <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
          </div>
          <FormField
            id={`${id}-details`}
            as="textarea"
            label={T.detailsLabel}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            placeholder={T.detailsPlaceholder}
            dir="auto"
            registration={register('details')}
            error={errors.details}
          />
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? T.sending : T.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
