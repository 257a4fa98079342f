// Route module for / (visitors; the router sends signed-in users to /main): landing page and footer.

import { prefetchLanding } from '../../features/landing/api/prefetch-landing.ts';
import { LandingScreen } from '../../features/landing/components/landing-screen.tsx';
import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import type { RoutePrefetch } from '../../lib/first-render.ts';

export default function LandingRoute() {
  return (
    <>
      <LandingScreen />
      <SiteFooter />
    </>
  );
}

export const prefetch: RoutePrefetch = (queryClient) => prefetchLanding(queryClient);
