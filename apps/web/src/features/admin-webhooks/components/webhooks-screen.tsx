// /admin/webhooks (issue 29): admins register endpoints that receive the library's events as signed
// POSTs. "Add webhook" shows the new webhook's signing secret once; each webhook has Send test, Edit,
// Delete and its delivery log.
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookCreated } from '@prompt-lib/contract';
import { useState } from 'react';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { OneTimeLink } from '../../../components/one-time-link.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { useWebhooks } from '../api/list-webhooks.ts';
import { emptyWebhookForm } from '../lib/webhook-form.ts';
import { WebhookForm } from './webhook-form.tsx';
import { WebhookItem } from './webhook-item.tsx';

export function WebhooksScreen() {
  const { t } = useLingui();
  return (
    <AdminOnly title={t`Webhooks`} message={t`Only admins can manage webhooks.`}>
      <Webhooks />
    </AdminOnly>
  );
}

function Webhooks() {
  const { t } = useLingui();
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  return (
    <PageContainer>
      <PageHeader
        title={t`Webhooks`}
        description={t`Send the library's events to other services as signed HTTP POSTs.`}
      />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Add webhook</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Each event is sent as JSON, or as a Slack message, signed with the webhook's secret in the
                X-PromptLib-Signature header. Failed deliveries are retried for about an hour.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <WebhookForm
              id="new-webhook"
              label={t`Add webhook`}
              defaultValues={emptyWebhookForm}
              submitLabel={t`Add webhook`}
              onSubmit={async (input) => {
                try {
                  const webhook = await create.mutateAsync(input);
                  // The secret lives only in this screen's state from here: not in the mutation cache.
                  create.reset();
                  setCreated(webhook);
                  return true;
                } catch (error) {
                  toast.error(t`Failed to add the webhook`, {
                    description: errorText(error, t`Please try again.`),
                  });
                  return false;
                }
              }}
            />
            {created && (
              <OneTimeLink
                key={created.id}
                label={t`New webhook secret`}
                title={t`Webhook added`}
                description={t`Copy its signing secret now and keep it somewhere safe: it will not be shown again.`}
                url={created.secret}
                copyLabel={t`Copy secret`}
                copiedMessage={t`Secret copied to clipboard`}
                onDone={() => setCreated(null)}
              />
            )}
          </CardContent>
        </Card>
        {webhooks.isPending || webhooks.isError || webhooks.data.length === 0 ? (
          <ListState
            loading={webhooks.isPending}
            error={webhooks.isError ? errorText(webhooks.error, t`Please try again.`) : null}
            empty={webhooks.data?.length === 0}
            onRetry={() => webhooks.refetch()}
            errorTitle={t`Failed to load webhooks`}
            emptyTitle={t`No webhooks yet`}
          />
        ) : (
          <section aria-label={t`Webhooks`} className="flex flex-col gap-4">
            {webhooks.data.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} />
            ))}
          </section>
        )}
      </div>
    </PageContainer>
  );
}
