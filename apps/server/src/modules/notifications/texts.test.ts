// A notification's sentence when its actor's account is gone: a whole sentence of its own, not
// "Someone" in the name's place (which would take the honorific Japanese puts after a name).
import { NOTIFICATION_TYPES } from '@prompt-lib/contract';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n.ts';
import { ABOUT_NO_PROMPT, type NotificationRow, describe as notice } from './texts.ts';

const row = (overrides: Partial<NotificationRow>): NotificationRow => ({
  id: 1,
  type: 'comment.on-my-prompt',
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  readAt: null,
  actorId: 7,
  actorName: 'mark',
  count: 1,
  promptId: 5,
  promptTitle: 'Summarise a meeting',
  groupId: null,
  groupName: null,
  ...overrides,
});
const gone = { actorId: null, actorName: null };

describe('notification texts', () => {
  it('names the actor when known, and says Someone in a sentence of its own when not', () => {
    const english = i18nFor('en');
    expect(notice(english, row({})).text).toBe('mark commented on “Summarise a meeting”');
    expect(notice(english, row(gone)).text).toBe('Someone commented on “Summarise a meeting”');
    const group = row({ ...gone, type: 'group.added', groupId: 3, groupName: 'Ops' });
    expect(notice(english, group).text).toBe('Someone added you to the group “Ops”');
  });

  it('puts no honorific after an unknown actor in Japanese', () => {
    const japanese = i18nFor('ja');
    expect(notice(japanese, row({})).text).toContain('mark さん');
    // Every type that names its actor and a prompt; group.added is read below.
    const types = NOTIFICATION_TYPES.filter((type) => !ABOUT_NO_PROMPT.includes(type));
    for (const type of types) {
      const text = notice(japanese, row({ ...gone, type })).text;
      expect(text).toContain('Summarise a meeting');
      expect(text).not.toContain('さん');
    }
    const group = notice(japanese, row({ ...gone, type: 'group.added', groupName: 'Ops' })).text;
    expect(group).toContain('Ops');
    expect(group).not.toContain('さん');
  });
});
