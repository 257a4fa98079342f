// The "Open in…" settings' schema (issue 30); the targets themselves are in open-targets.ts.
import { z } from 'zod';
import { BUILT_IN_TARGET_IDS, CUSTOM_TARGETS_MAX, type OpenInSettings, TEXT_SLOT } from './open-targets.ts';

/** An http(s) address with a host and no spaces ({text} aside). */
const isWebAddress = (template: string) =>
  /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i.test(template.replaceAll(TEXT_SLOT, 'x'));

export const customTargetSchema = z.object({
  id: z
    .string({ error: 'a target id is required' })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a target id is 1–40 lowercase letters, digits and hyphens')
    .refine((id) => !BUILT_IN_TARGET_IDS.includes(id), 'a custom target cannot take a built-in id'),
  name: z
    .string({ error: 'a target needs a name' })
    .trim()
    .min(1, 'a target needs a name')
    .max(40, "a target's name is at most 40 characters"),
  urlTemplate: z
    .string({ error: 'a target needs a URL template' })
    .trim()
    .max(500, 'a URL template is at most 500 characters')
    .refine(
      isWebAddress,
      'a URL template must be an http or https address, such as https://chat.example.com/?q={text}',
    ),
});

/** The admins' choice, part of the instance settings. */
export const openInSettingsSchema = z
  .object({
    builtIn: z
      .array(z.enum(BUILT_IN_TARGET_IDS as [string, ...string[]], { error: 'an unknown built-in target' }))
      .describe('The built-in assistants shown, by id'),
    custom: z
      .array(customTargetSchema)
      .max(CUSTOM_TARGETS_MAX, `at most ${CUSTOM_TARGETS_MAX} custom targets`)
      .refine(
        (targets) => new Set(targets.map((t) => t.id)).size === targets.length,
        'custom target ids must differ',
      )
      .describe("The instance's own assistants, such as its Open WebUI or LibreChat"),
    urlTextMax: z
      .number({ error: 'urlTextMax must be a number' })
      .int('urlTextMax must be a whole number')
      .min(100, 'urlTextMax must be at least 100')
      .max(50_000, 'urlTextMax must be at most 50000')
      .describe('Longer text is copied and the assistant opened without it'),
  })
  .describe('The "Open in…" targets') satisfies z.ZodType<OpenInSettings>;

export const openTargetSchema = z.object({ id: z.string(), name: z.string(), urlTemplate: z.string() });
