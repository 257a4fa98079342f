// "Access tokens" in profile settings (issue 13): what they are for, the MCP endpoint to give an AI
// tool, the create form, a new token's secret shown once, and the list with Revoke.
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
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const mcpUrl = `${window.location.origin}/mcp`;
  const atLimit = (tokens.data?.length ?? 0) >= ACCESS_TOKENS_PER_USER;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Access tokens</CardTitle>
        <CardDescription>
          Tokens let AI tools (MCP clients) and scripts use Prompt Lib as you. They cannot change your
          password, e-mail or tokens. Send one as{' '}
          <code className="text-slate-700">Authorization: Bearer</code> followed by the token (it starts with{' '}
          <code className="text-slate-700">{ACCESS_TOKEN_PREFIX}</code>).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-700">MCP endpoint</span>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 font-mono text-sm break-all text-slate-800">
              {mcpUrl}
            </code>
            <CopyTextButton
              text={mcpUrl}
              label="Copy MCP endpoint"
              copiedMessage="MCP endpoint copied to clipboard"
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
            Could not load your access tokens.
            <Button variant="secondary" size="sm" onClick={() => tokens.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <TokenList tokens={tokens.data} />
        )}
      </CardContent>
    </Card>
  );
}
