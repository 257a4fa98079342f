// The tab title of the public screens, as the server's page head has it (apps/server modules/seo):
// "<what the screen shows> – Prompt Lib". Leaving the screen puts back the plain "Prompt Lib" that
// every other screen has. The title follows the interface language (issue 31): the caller passes it
// translated, and the pattern around it is translated here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { i18n } from './i18n.ts';

export const SITE_NAME = 'Prompt Lib';

const titleMessage = (title: string) => {
  const siteName = SITE_NAME;
  return msg({
    message: `${title} – ${siteName}`,
    comment: 'browser tab title: what the screen shows, then the site name',
  });
};

export const documentTitle = (
  title: string | null | undefined,
  translate: (message: MessageDescriptor) => string = (message) => i18n._(message),
) => (title ? translate(titleMessage(title)) : SITE_NAME);

/** `null` while the screen's data loads: the title stays as it is until there is something to name. */
export function useDocumentTitle(title: string | null) {
  // `_` changes with the language, so the title is written again in the new one.
  const { _ } = useLingui();
  useEffect(() => {
    if (title === null) return;
    document.title = documentTitle(title, _);
  }, [title, _]);
  useEffect(
    () => () => {
      document.title = SITE_NAME;
    },
    [],
  );
}
