// The language menu (issue 31), in the header and the footer: every interface language by its own
// name. A choice is remembered on this browser and, when signed in, on the account.
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type LanguageCode } from '@prompt-lib/contract';
import { Languages } from 'lucide-react';
import { api } from '../lib/api-client.ts';
import { cn } from '../lib/cn.ts';
import { activateLanguage, useLanguage } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { toast } from '../lib/toast.ts';
import { ChoicePopover } from './choice-popover.tsx';
import { buttonClass } from './ui/button.tsx';

const choices = LANGUAGES.map(({ code, name }) => ({ value: code, label: name, lang: code }));

/** Where the menu sits: an icon in the header; the language's name at the foot of public pages and in
 * profile settings (where a phone's header has no room for it once signed in). */
type Place = 'header' | 'footer' | 'settings';
const BUTTON_CLASSES: Record<Place, string> = {
  header: cn(buttonClass('ghost', 'icon'), 'size-9 text-slate-500'),
  footer: 'inline-flex items-center gap-2 rounded text-sm text-slate-400 transition hover:text-white',
  settings: cn(buttonClass('secondary', 'sm'), 'gap-2'),
};

export function LanguageMenu({ place = 'header', className }: { place?: Place; className?: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const session = useSession();
  const choose = async (code: LanguageCode) => {
    try {
      await activateLanguage(code, { remembered: true });
    } catch {
      toast.error(t`The language could not be loaded. Check your connection and try again.`);
      return;
    }
    if (session.status === 'signedIn' && session.user.language !== code) {
      await api.put('/auth/me', { language: code }).catch(() => {});
      void session.refreshUser();
    }
  };
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  const named = place !== 'header';
  const { name } = current;
  return (
    <ChoicePopover
      label={t`Language`}
      buttonLabel={named ? t`Language: ${name}` : undefined}
      value={language}
      choices={choices}
      onChange={(code) => void choose(code)}
      buttonClassName={cn(BUTTON_CLASSES[place], className)}
    >
      <Languages aria-hidden="true" className={named ? 'size-4' : undefined} />
      {named && <span lang={current.code}>{name}</span>}
    </ChoicePopover>
  );
}
