// The benchmark's team library (issue 28): 1,000 accounts in 50 groups, and 30 % of the published
// prompts made private and shared with one to three groups, written straight into the database the
// server runs on (it is told of the change, as of any other commit). Each account is in one group,
// every fourth in a second one too; none owns a prompt, as most of a team's readers do not. Same
// seed, same library; `undo` makes the prompts public again for what the benchmark measures next.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { arrayParam } from '../src/db/values.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { type BenchAccount, ids } from './seed.ts';
import { createRandom, randomInt } from './vocabulary.ts';

const MEMBERS = 1_000;
const GROUPS = 50;
const PRIVATE_SHARE = 0.3;
const PASSWORD = 'bench-member-1';

export type Teams = {
  /** Two accounts of each of the first `groups` groups, in no other group: the readers' sign-ins. */
  readers: (groups: number) => (BenchAccount & { group: number })[];
  /** Whether the members of the group (by index) see a published prompt. */
  sees: (group: number, promptId: number) => boolean;
  privateCount: number;
  /** Makes the private prompts public and unshared again, as the library was before. */
  undo: (db: Db) => Promise<void>;
};

const email = (i: number) => `member${i}@bench.local`;

export async function seedTeams(db: Db, publishedIds: number[]): Promise<Teams> {
  const random = createRandom(28);
  const hash = await hashPassword(PASSWORD);
  const members = Array.from({ length: MEMBERS }, (_, i) => i);
  const userIds = await ids(
    db,
    sql`insert into users (username, email, password_hash)
      select 'member' || i, 'member' || i || '@bench.local', ${hash} from unnest(${arrayParam(members)}::int[]) i
      order by i returning id`,
  );
  const groupIds = await ids(
    db,
    sql`insert into groups (name) select 'Team ' || i from generate_series(0, ${GROUPS - 1}) i
      order by i returning id`,
  );
  const memberGroup: number[] = [];
  const memberUser: number[] = [];
  for (const i of members) {
    memberUser.push(userIds[i] as number);
    memberGroup.push(groupIds[i % GROUPS] as number);
    if (i % 4 === 0) {
      memberUser.push(userIds[i] as number);
      memberGroup.push(groupIds[(i * 7 + 3) % GROUPS] as number);
    }
  }
  await db.execute(sql`insert into group_members (group_id, user_id)
    select * from unnest(${arrayParam(memberGroup)}::int[], ${arrayParam(memberUser)}::int[])
    on conflict do nothing`);

  const privateIds = publishedIds.filter(() => random() < PRIVATE_SHARE);
  const sharePrompt: number[] = [];
  const shareGroup: number[] = [];
  /** The groups (by index) each private prompt is shared with. */
  const sharedWith = new Map<number, Set<number>>();
  for (const id of privateIds) {
    const count = randomInt(random, 1, 3);
    const chosen = new Set(Array.from({ length: count }, () => randomInt(random, 0, GROUPS - 1)));
    sharedWith.set(id, chosen);
    for (const group of chosen) {
      sharePrompt.push(id);
      shareGroup.push(groupIds[group] as number);
    }
  }
  await db.execute(sql`insert into prompt_shares (prompt_id, group_id, can_edit)
    select p, g, false from unnest(${arrayParam(sharePrompt)}::int[], ${arrayParam(shareGroup)}::int[]) as s(p, g)`);
  await inChunks(privateIds, (chunk) =>
    db.execute(sql`update prompts set visibility = 'private' where id = any(${arrayParam(chunk)}::int[])`),
  );
  await db.execute(sql`vacuum analyze`);

  return {
    privateCount: privateIds.length,
    undo: async (db) => {
      await inChunks(privateIds, (chunk) =>
        db.execute(sql`update prompts set visibility = 'public' where id = any(${arrayParam(chunk)}::int[])`),
      );
      await db.execute(
        sql`delete from prompt_shares where prompt_id = any(${arrayParam(privateIds)}::int[])`,
      );
    },
    sees: (group, promptId) => sharedWith.get(promptId)?.has(group) ?? true,
    // Member i is in group i % GROUPS alone unless i % 4 === 0.
    readers: (groups) =>
      Array.from({ length: groups }, (_, group) =>
        members
          .filter((i) => i % GROUPS === group && i % 4 !== 0)
          .slice(0, 2)
          .map((i) => ({ email: email(i), password: PASSWORD, group })),
      ).flat(),
  };
}

/**
 * Prompts whose visibility changes, this many to a statement: the kept counts of the lists move at
 * each row (count_prompt_lists, a row trigger, migration 0004), and each move of a count within one
 * transaction adds a version of its row that the next move walks past. One statement for all 28,000
 * took ~10 minutes, making them private and public again; in chunks, ~1 minute.
 */
const CHUNK = 1_000;

async function inChunks(ids: number[], change: (chunk: number[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < ids.length; start += CHUNK) await change(ids.slice(start, start + CHUNK));
}
