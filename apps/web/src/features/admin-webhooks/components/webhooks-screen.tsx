// /admin/webhooks (issue 29): admins register endpoints that receive the library's events as signed
// POSTs. "Add webhook" shows the new webhook's signing secret once; each webhook has Send test, Edit,
// Delete and its delivery log.
import type { WebhookCreated } from '@prompt-lib/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { OneTimeLink } from '../../../components/one-time-link.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { useWebhooks } from '../api/list-webhooks.ts';
import { emptyWebhookForm } from '../lib/webhook-form.ts';
import { WebhookForm } from './webhook-form.tsx';
import { WebhookItem } from './webhook-item.tsx';

export function WebhooksScreen() {
  return (
    <AdminOnly title="Webhooks" message="Only admins can manage webhooks.">
      <Webhooks />
    </AdminOnly>
  );
}

function Webhooks() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  return (
    <PageContainer>
      <PageHeader
        title="Webhooks"
        description="Send the library's events to other services as signed HTTP POSTs."
      />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Add webhook</CardTitle>
            <CardDescription>
              Each event is sent as JSON, or as a Slack message, signed with the webhook's secret in the
              X-PromptLib-Signature header. Failed deliveries are retried for about an hour.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <WebhookForm
              id="new-webhook"
              label="Add webhook"
              defaultValues={emptyWebhookForm}
              submitLabel="Add webhook"
              onSubmit={async (input) => {
                try {
                  const webhook = await create.mutateAsync(input);
                  // The secret lives only in this screen's state from here: not in the mutation cache.
                  create.reset();
                  setCreated(webhook);
                  return true;
                } catch (error) {
                  toast.error('Failed to add the webhook', {
                    description: errorText(error, 'Please try again.'),
                  });
                  return false;
                }
              }}
            />
            {created && (
              <OneTimeLink
                key={created.id}
                label="New webhook secret"
                title="Webhook added"
                description="Copy its signing secret now and keep it somewhere safe: it will not be shown again."
                url={created.secret}
                copyLabel="Copy secret"
                copiedMessage="Secret copied to clipboard"
                onDone={() => setCreated(null)}
              />
            )}
          </CardContent>
        </Card>
        {webhooks.isPending || webhooks.isError || webhooks.data.length === 0 ? (
          <ListState
            loading={webhooks.isPending}
            error={webhooks.isError ? errorText(webhooks.error, 'Please try again.') : null}
            empty={webhooks.data?.length === 0}
            onRetry={() => webhooks.refetch()}
            errorTitle="Failed to load webhooks"
            emptyTitle="No webhooks yet"
          />
        ) : (
          <section aria-label="Webhooks" className="flex flex-col gap-4">
            {webhooks.data.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} />
            ))}
          </section>
        )}
      </div>
    </PageContainer>
  );
}
