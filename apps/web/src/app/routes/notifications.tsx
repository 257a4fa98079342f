// Route module for /notifications: every notification of the user, and their preferences (issue 29).
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen.tsx';

export default function NotificationsRoute() {
  return <NotificationsScreen />;
}
