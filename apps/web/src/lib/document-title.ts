// The tab title of the public screens, as the server's page head has it (apps/server modules/seo):
// "<what the screen shows> – Prompt Lib". Leaving the screen puts back the plain "Prompt Lib" that
// every other screen has.
import { useEffect } from 'react';

export const SITE_NAME = 'Prompt Lib';

export const documentTitle = (title: string | null | undefined) =>
  title ? `${title} – ${SITE_NAME}` : SITE_NAME;

/** `null` while the screen's data loads: the title stays as it is until there is something to name. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    document.title = documentTitle(title);
  }, [title]);
  useEffect(
    () => () => {
      document.title = SITE_NAME;
    },
    [],
  );
}
