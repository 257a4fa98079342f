// "Access tokens" in profile settings (issue 13): what they are for, the MCP endpoint to give an AI
// tool, the create form, a new token's secret shown once, and the list with Revoke.
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKENS_PER_USER, type CreatedAccessToken } from '@prompt-lib/contract';
import { useState } from 'react';
import { CopyTextButton } from '../../../components/copy-text-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAccessTokens } from '../api/list-access-tokens.ts';
import { CreateTokenForm } from './create-token-form.tsx';
import { NewTokenSecret } from './new-token-secret.tsx';
import { TokenList } from './token-list.tsx';

export function AccessTokensSection() {
  const { t } = useLingui();
  const tokens = useAccessTokens();
  const tokenPrefix = ACCESS_TOKEN_PREFIX;
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const mcpUrl = `${window.location.origin}/mcp`;
  const atLimit = (tokens.data?.length ?? 0) >= ACCESS_TOKENS_PER_USER;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Access tokens</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Tokens let AI tools (MCP clients) and scripts use Prompt Lib as you. They cannot change your
            password, e-mail or tokens. Send one as{' '}
            <code className="text-slate-700">Authorization: Bearer</code> followed by the token (it starts
            with <code className="text-slate-700">{tokenPrefix}</code>).
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-700">
            <Trans>MCP endpoint</Trans>
          </span>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 font-mono text-sm break-all text-slate-800">
              {mcpUrl}
            </code>
            <CopyTextButton
              text={mcpUrl}
              label={t`Copy MCP endpoint`}
              copiedMessage={t`MCP endpoint copied to clipboard`}
            />
          </div>
        </div>
        <CreateTokenForm atLimit={atLimit} onCreated={setCreated} />
        {created && <NewTokenSecret key={created.id} token={created} onDismiss={() => setCreated(null)} />}
        {tokens.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : tokens.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
            <Trans>Could not load your access tokens.</Trans>
            <Button variant="secondary" size="sm" onClick={() => tokens.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : (
          <TokenList tokens={tokens.data} />
        )}
      </CardContent>
    </Card>
  );
}
