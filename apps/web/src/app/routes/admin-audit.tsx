// Route module for /admin/audit (admins).
import { AuditScreen } from '../../features/admin-audit/components/audit-screen.tsx';

export default function AdminAuditRoute() {
  return <AuditScreen />;
}
