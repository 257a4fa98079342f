// Route module for /legal/terms: the terms of service and the site footer.

import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { TERMS_OF_SERVICE } from '../../features/legal/content/terms.tsx';

export default function LegalTermsRoute() {
  return (
    <>
      <LegalPage document={TERMS_OF_SERVICE} />
      <SiteFooter />
    </>
  );
}
