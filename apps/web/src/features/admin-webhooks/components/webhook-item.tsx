// One webhook on the Webhooks screen: its URL, format and events, "Send test", Edit (the form in
// place), Delete behind a confirmation, and its delivery log, shown on demand.
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Webhook, WebhookEvent } from '@prompt-lib/contract';
import { ChevronDown, ChevronUp, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useSendTestDelivery } from '../api/send-test.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { EVENT_LABELS, webhookFormValues } from '../lib/webhook-form.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { WebhookForm } from './webhook-form.tsx';

const eventLabel = (i18n: I18n, event: string) => {
  const label = EVENT_LABELS[event as WebhookEvent] as (typeof EVENT_LABELS)[WebhookEvent] | undefined;
  return label ? i18n._(label) : event;
};

export function WebhookItem({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useLingui();
  const url = webhook.url;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const sendTest = useSendTestDelivery();

  const test = async () => {
    try {
      await sendTest.mutateAsync(webhook.id);
      setShowLog(true);
      toast.success(t`Test delivery sent`, { description: t`Its outcome shows in the delivery log.` });
    } catch (error) {
      toast.error(t`Failed to send the test delivery`, {
        description: errorText(error, t`Please try again.`),
      });
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(webhook.id);
      toast.success(t`Webhook deleted`);
      setDeleting(false);
    } catch (error) {
      toast.error(t`Failed to delete the webhook`, { description: errorText(error, t`Please try again.`) });
    }
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        {editing ? (
          <WebhookForm
            id={`webhook-${webhook.id}`}
            label={t`Edit webhook ${url}`}
            defaultValues={webhookFormValues(webhook)}
            submitLabel={t`Save changes`}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              try {
                await update.mutateAsync({ id: webhook.id, input });
                toast.success(t`Webhook saved`);
                setEditing(false);
                return true;
              } catch (error) {
                toast.error(t`Failed to save the webhook`, {
                  description: errorText(error, t`Please try again.`),
                });
                return false;
              }
            }}
          />
        ) : (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
            <div className="flex min-w-0 flex-col gap-2">
              <h2 className="font-mono text-sm font-semibold break-all text-slate-900">{webhook.url}</h2>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="outline">{webhook.format === 'slack' ? 'Slack' : 'JSON'}</Badge>
                {webhook.includePrivate && (
                  <Badge variant="warning">
                    <Trans>Includes private prompts</Trans>
                  </Badge>
                )}
                {webhook.events.map((event) => (
                  <Badge key={event} variant="brand">
                    {eventLabel(i18n, event)}
                  </Badge>
                ))}
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={test} loading={sendTest.isPending}>
                {!sendTest.isPending && <Send aria-hidden />}
                <Trans>Send test</Trans>
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                <Trans>Edit</Trans>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden />
                <Trans>Delete</Trans>
              </Button>
            </div>
          </div>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-expanded={showLog}
            onClick={() => setShowLog((shown) => !shown)}
          >
            {showLog ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            <Trans>Delivery log</Trans>
          </Button>
          {showLog && <DeliveryLog webhookId={webhook.id} />}
        </div>
      </CardContent>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete this webhook?`}
        description={t`${url} will receive no more events, and its delivery log is deleted with it.`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
