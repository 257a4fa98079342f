// What every admin screen shows a signed-in non-admin: its title and "Access denied" with a way home.
// The children (the screen itself) are not rendered for them, so none of its data is asked for; the
// server refuses those calls anyway.
import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session.tsx';
import { PageContainer, PageHeader } from './layout/page.tsx';
import { buttonClass } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';

export function AdminOnly({
  title,
  message,
  children,
}: {
  title: string;
  /** Says what only admins can do here, e.g. "Only admins can manage categories." */
  message: string;
  children: ReactNode;
}) {
  const { isAdmin } = useSession();
  if (isAdmin) return children;
  return (
    <PageContainer>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <ShieldAlert className="size-10 text-amber-500" aria-hidden />
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Access denied</Trans>
          </h2>
          <p className="text-sm text-slate-600">{message}</p>
          <Link to="/main" className={buttonClass('secondary')}>
            <Trans>Back to Home</Trans>
          </Link>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
