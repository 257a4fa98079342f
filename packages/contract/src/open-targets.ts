// "Open in…" (issue 30): the assistants a filled prompt opens in. A target's URL template holds
// `{text}` where the assistant takes the text in its address; one without it (the assistant has no
// documented way) opens its page after the text is copied, and so does any target when the text is
// longer than the instance's limit. The sources of each built-in address are in docs/decisions.md.
// Without zod (the settings' schema is open-targets-schema.ts), so a page that opens a target loads
// no schema library.
export type OpenTarget = { id: string; name: string; urlTemplate: string };

/** Where the text goes in a target's URL template. */
export const TEXT_SLOT = '{text}';

/** The assistants every instance knows, in the order the menu lists them. */
export const BUILT_IN_OPEN_TARGETS: readonly OpenTarget[] = [
  { id: 'chatgpt', name: 'ChatGPT', urlTemplate: 'https://chatgpt.com/?q={text}' },
  { id: 'claude', name: 'Claude', urlTemplate: 'https://claude.ai/new?q={text}' },
  { id: 'gemini', name: 'Gemini', urlTemplate: 'https://gemini.google.com/app' },
  { id: 'copilot', name: 'Microsoft Copilot', urlTemplate: 'https://copilot.microsoft.com/' },
  { id: 'perplexity', name: 'Perplexity', urlTemplate: 'https://www.perplexity.ai/search?q={text}' },
  { id: 'le-chat', name: 'Le Chat', urlTemplate: 'https://chat.mistral.ai/chat?q={text}' },
  { id: 'grok', name: 'Grok', urlTemplate: 'https://grok.com/?q={text}' },
  { id: 'deepseek', name: 'DeepSeek', urlTemplate: 'https://chat.deepseek.com/' },
  { id: 'huggingchat', name: 'HuggingChat', urlTemplate: 'https://huggingface.co/chat/?prompt={text}' },
];

export const BUILT_IN_TARGET_IDS = BUILT_IN_OPEN_TARGETS.map((target) => target.id);

/** Text longer than this many characters is copied rather than put in the address. */
export const OPEN_URL_TEXT_MAX = 6000;

export const USAGE_MSG = {
  unknownTarget: 'target must be one of this instance\'s "Open in…" targets',
} as const;
export const CUSTOM_TARGETS_MAX = 20;

/** The admins' choice, part of the instance settings (open-targets-schema.ts checks it). */
export type OpenInSettings = { builtIn: string[]; custom: OpenTarget[]; urlTextMax: number };

export const DEFAULT_OPEN_IN: OpenInSettings = {
  builtIn: [...BUILT_IN_TARGET_IDS],
  custom: [],
  urlTextMax: OPEN_URL_TEXT_MAX,
};

/** The targets an instance shows: its chosen built-ins in their order, then its own. */
export const openTargetsOf = (settings: OpenInSettings): OpenTarget[] => [
  ...BUILT_IN_OPEN_TARGETS.filter((target) => settings.builtIn.includes(target.id)),
  ...settings.custom,
];

/**
 * How to open `text` in `target`: the address, and whether the text must be copied first (the target
 * takes no text in its address, or the text is longer than `urlTextMax`). Without the text, a query
 * parameter that would have held it is left out, so the assistant opens on an empty chat.
 */
export function openTargetLink(
  target: OpenTarget,
  text: string,
  urlTextMax: number,
): { url: string; copyFirst: boolean } {
  const { urlTemplate } = target;
  if (urlTemplate.includes(TEXT_SLOT) && text.length <= urlTextMax) {
    return { url: urlTemplate.replaceAll(TEXT_SLOT, encodeURIComponent(text)), copyFirst: false };
  }
  return { url: withoutTextSlot(urlTemplate), copyFirst: true };
}

function withoutTextSlot(template: string): string {
  const query = template.indexOf('?');
  if (query < 0) return template.replaceAll(TEXT_SLOT, '');
  const kept = template
    .slice(query + 1)
    .split('&')
    .filter((pair) => !pair.includes(TEXT_SLOT));
  return template.slice(0, query).replaceAll(TEXT_SLOT, '') + (kept.length > 0 ? `?${kept.join('&')}` : '');
}
