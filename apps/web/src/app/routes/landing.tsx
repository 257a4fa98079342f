// Route module for / (visitors; the router sends signed-in users to /main): landing page and footer.
import { LandingScreen } from '../../features/landing/components/landing-screen.tsx';
import { SiteFooter } from '../../features/landing/components/site-footer.tsx';

export default function LandingRoute() {
  return (
    <>
      <LandingScreen />
      <SiteFooter />
    </>
  );
}
