// How the user hears of each kind of notification (issue 29): in the app, in the app and by e-mail
// (offered only when this server sends e-mail), or off. Each choice is saved as it is made.
import { useLingui } from '@lingui/react';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_TYPES,
  type NotificationDelivery,
  type NotificationType,
} from '@prompt-lib/contract';
import { FormField } from '../../../components/form-field.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePreferences, useNotificationPreferences } from '../api/preferences.ts';
import { DELIVERY_LABELS, NOTIFICATIONS_TEXT as T, TYPE_LABELS } from '../texts.ts';

export function PreferencesSection() {
  const { i18n } = useLingui();
  const query = useNotificationPreferences();
  const change = useChangePreferences();
  const emailEnabled = query.data?.emailEnabled ?? false;
  const options = NOTIFICATION_DELIVERIES.filter((delivery) => emailEnabled || delivery !== 'app+email').map(
    (delivery) => ({ value: delivery, label: i18n._(DELIVERY_LABELS[delivery]) }),
  );
  const choose = (type: NotificationType, delivery: NotificationDelivery) =>
    change.mutate(
      { [type]: delivery },
      {
        onSuccess: () => toast.success(T.saved),
        onError: (error) => toast.error(errorText(error, T.saveFailed)),
      },
    );
  return (
    <section aria-labelledby="notification-preferences-title" className="mt-10">
      <Card>
        <CardHeader>
          <CardTitle id="notification-preferences-title">{T.preferences}</CardTitle>
          <CardDescription>
            {emailEnabled ? T.preferencesDescription : `${T.preferencesDescription} ${T.emailOff}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {query.isPending &&
            NOTIFICATION_TYPES.map((type) => <Skeleton key={type} className="h-16 w-full" />)}
          {query.isError && <p className="text-sm text-red-700">{errorText(query.error, T.loadFailed)}</p>}
          {query.data &&
            NOTIFICATION_TYPES.map((type) => {
              const current = query.data.preferences[type];
              // Without e-mail, app+email works as app: shown so, until e-mail is set up.
              const value = !emailEnabled && current === 'app+email' ? 'app' : current;
              return (
                <FormField
                  key={type}
                  id={`notify-${type.replace('.', '-')}`}
                  label={i18n._(TYPE_LABELS[type])}
                  as="select"
                  options={options}
                  value={value}
                  disabled={change.isPending}
                  onChange={(event) => choose(type, event.target.value as NotificationDelivery)}
                />
              );
            })}
        </CardContent>
      </Card>
    </section>
  );
}
