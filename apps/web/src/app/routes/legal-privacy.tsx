// Route module for /legal/privacy: the privacy policy and the site footer.

import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { PRIVACY_POLICY } from '../../features/legal/content/privacy.tsx';

export default function LegalPrivacyRoute() {
  return (
    <>
      <LegalPage document={PRIVACY_POLICY} />
      <SiteFooter />
    </>
  );
}
