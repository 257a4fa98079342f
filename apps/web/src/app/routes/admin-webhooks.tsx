// Route module for /admin/webhooks (admins).
import { WebhooksScreen } from '../../features/admin-webhooks/components/webhooks-screen.tsx';

export default function AdminWebhooksRoute() {
  return <WebhooksScreen />;
}
