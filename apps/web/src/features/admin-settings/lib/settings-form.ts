// The settings form's values and texts. The allowed domains are typed as text (one per line or
// separated by commas) and become the contract's list on the way out; each is checked with the
// contract's own domain rule, so the form refuses what the server would. An "Open in…" target the
// admin adds gets its id from its name on the way out.
import { plural, t } from '@lingui/core/macro';
import {
  ALLOWED_DOMAINS_MAX,
  BUILT_IN_TARGET_IDS,
  CUSTOM_TARGETS_MAX,
  customTargetSchema,
  openInSettingsSchema,
  type PublicSettings,
  type Settings,
  settingsSchema,
} from '@prompt-lib/contract';
import { z } from 'zod';
import type { RadioChoice } from '../../../components/radio-cards.tsx';

const domainSchema = settingsSchema.shape.allowedDomains.element;

// The messages are functions (or built in the check): read when a value is checked, so in the language
// active then.
const maxTargets = CUSTOM_TARGETS_MAX;
const maxDomains = ALLOWED_DOMAINS_MAX;

export const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** An added target has no id until it is saved. */
const formOpenInSchema = openInSettingsSchema.extend({
  custom: z.array(customTargetSchema.extend({ id: z.string() })).max(CUSTOM_TARGETS_MAX, {
    error: () => plural(maxTargets, { one: 'Add at most # assistant', other: 'Add at most # assistants' }),
  }),
  urlTextMax: z
    .number({ error: () => t`Enter a number of characters` })
    .int({ error: () => t`Enter a whole number of characters` })
    .min(100, { error: () => t`Enter at least 100 characters` })
    .max(50_000, { error: () => t`Enter at most 50000 characters` }),
});

export const settingsFormSchema = settingsSchema
  .omit({ allowedDomains: true, openIn: true })
  .extend({ allowedDomains: z.string(), openIn: formOpenInSchema })
  .superRefine((values, context) => {
    const domains = splitDomains(values.allowedDomains);
    const invalid = domains.find((domain) => !domainSchema.safeParse(domain).success);
    const issue = (message: string) =>
      context.addIssue({ code: 'custom', path: ['allowedDomains'], message });
    if (invalid) issue(t`“${invalid}” is not a domain name`);
    else if (domains.length > ALLOWED_DOMAINS_MAX)
      issue(plural(maxDomains, { one: 'Name at most # domain', other: 'Name at most # domains' }));
    else if (values.registration === 'domains' && domains.length === 0) issue(t`Name at least one domain`);
  });
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

export const toFormValues = (settings: Settings): SettingsFormValues => ({
  ...settings,
  allowedDomains: settings.allowedDomains.join('\n'),
});

/** The contract's settings: domains lower-cased, without "@", each once; added targets named. */
export function toSettings(values: SettingsFormValues): Settings {
  const settings = settingsSchema.parse({
    ...values,
    allowedDomains: splitDomains(values.allowedDomains),
    openIn: { ...values.openIn, custom: withIds(values.openIn.custom) },
  });
  return { ...settings, allowedDomains: [...new Set(settings.allowedDomains)] };
}

/** Each target without an id gets one from its name, unlike every built-in and other target's. */
function withIds<T extends { id: string; name: string }>(targets: T[]): T[] {
  const taken = new Set([...BUILT_IN_TARGET_IDS, ...targets.map((target) => target.id).filter(Boolean)]);
  return targets.map((target) => {
    if (target.id) return target;
    const base =
      target.name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 36) || 'assistant';
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return { ...target, id };
  });
}

/** The access choices, in the active language: called during render. */
export const accessChoices = (): RadioChoice[] => [
  { id: 'public', label: t`Public`, hint: t`Anyone can browse the library.` },
  { id: 'signed-in', label: t`Signed-in users only`, hint: t`The whole library is behind sign-in.` },
];

/** Limiting registration to domains verifies addresses by e-mail, so it needs e-mail set up. */
export const registrationChoices = (email: boolean, saved: Settings['registration']): RadioChoice[] => [
  {
    id: 'open',
    label: t({ message: 'Open', context: 'registration open to anyone' }),
    hint: t`Anyone can create an account.`,
  },
  { id: 'invite', label: t`By invitation`, hint: t`People need an invitation link from an admin.` },
  {
    id: 'domains',
    label: t`Only some e-mail domains`,
    hint: email
      ? t`Addresses at the domains below can register; they confirm their address by e-mail.`
      : t`Needs e-mail: set SMTP_URL and MAIL_FROM on the server first.`,
    // Never disable the saved choice: the form would lose its value.
    disabled: !email && saved !== 'domains',
  },
  {
    id: 'closed',
    label: t({ message: 'Closed', context: 'registration closed' }),
    hint: t`Nobody can register; admins create the accounts.`,
  },
];

/** Password sign-in can be turned off only when people have another way in. */
export function passwordSignInHint(sso: PublicSettings['sso']): string {
  if (sso.length === 0) {
    return t`No single sign-on provider is configured, so password sign-in stays on. Set one up on the server to turn it off.`;
  }
  // "A or B or C", each "or" its own translated link.
  const providers = sso
    .map((provider) => provider.name)
    .reduce((list, name) => t({ message: `${list} or ${name}`, comment: 'a list of sign-in providers' }));
  return t`When off, people sign in with ${providers} only.`;
}
