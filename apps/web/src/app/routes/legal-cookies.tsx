// Route module for /legal/cookies: the cookie policy and the site footer.

import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { COOKIE_POLICY } from '../../features/legal/content/cookies.tsx';

export default function LegalCookiesRoute() {
  return (
    <>
      <LegalPage document={COOKIE_POLICY} />
      <SiteFooter />
    </>
  );
}
