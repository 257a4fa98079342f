// The MCP endpoint driven by the SDK's own client over real HTTP: prompts listed page by page with
// their placeholders as arguments, filled on get, the two tools, who the caller is, and a prompt's
// production version served in place of its current text (issue 29); typed and optional arguments,
// automatic values and includes (issue 30); a private prompt shared with a group and an internal one,
// each read by exactly those who may see it (issue 28).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Prompt } from '@prompt-lib/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addGroup, addPrompt, privateToGroup, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { MCP_PAGE_SIZE, mcpPromptName } from './library.ts';

describe('MCP server', () => {
  let ctx: TestContext;
  let url: URL;
  let owner: TestUser;
  let filled: Prompt;
  let draft: Prompt;
  let ownerToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTaxonomy(ctx);
    owner = await createUser(ctx);
    filled = await addPrompt(ctx, owner, {
      title: 'Travel plan for a city!',
      previewText: 'A day-by-day plan',
      content: 'Plan [days: 3] days in [city] for a [style: relaxed | packed] trip. Visit [city] twice.',
      categories: ['Marketing'],
      tags: ['seo'],
    });
    draft = await addPrompt(ctx, owner, { title: 'Secret draft plan' }, 'draft');
    // Enough published prompts for a second page.
    for (let i = 0; i < MCP_PAGE_SIZE; i += 1) await addPrompt(ctx, owner);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: owner.auth,
      payload: { name: 'test client' },
    });
    ownerToken = created.json().token;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = new URL('/mcp', address);
  });
  afterAll(() => ctx.close());

  async function connect(token?: string) {
    const client = new Client({ name: 'prompt-lib-test', version: '1.0.0' });
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
    return client;
  }

  async function listAll(client: Client) {
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listPrompts(cursor === undefined ? {} : { cursor });
      names.push(...page.prompts.map((p) => p.name));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== undefined);
    return { names, pages };
  }

  it('lists the published prompts page by page, each with its placeholders as arguments', async () => {
    const client = await connect();
    expect(client.getServerCapabilities()?.prompts).toEqual({ listChanged: false });
    const first = await client.listPrompts();
    expect(first.prompts).toHaveLength(MCP_PAGE_SIZE);
    expect(first.prompts[0]).toEqual({
      name: `${filled.id}-travel-plan-for-a-city`,
      title: 'Travel plan for a city!',
      description: 'A day-by-day plan',
      arguments: [
        { name: 'days', description: 'Default: 3', required: false },
        { name: 'city', description: 'Fills [city]', required: true },
        { name: 'style', description: 'One of: relaxed, packed (default relaxed)', required: false },
      ],
    });
    const { names, pages } = await listAll(client);
    expect(pages).toBe(2);
    expect(names).toHaveLength(MCP_PAGE_SIZE + 1);
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((name) => name.startsWith(`${draft.id}-`))).toBe(false);
    await client.close();
  });

  it('fills a prompt on get, taking defaults, and names a missing required argument', async () => {
    const client = await connect();
    const name = `${filled.id}-travel-plan-for-a-city`;
    const answer = await client.getPrompt({ name, arguments: { city: 'Lisbon', style: 'packed' } });
    expect(answer.messages).toEqual([
      {
        role: 'user',
        content: { type: 'text', text: 'Plan 3 days in Lisbon for a packed trip. Visit Lisbon twice.' },
      },
    ]);
    // The id decides; an old slug still finds the prompt.
    const renamed = await client.getPrompt({ name: `${filled.id}-old-title`, arguments: { city: 'Rome' } });
    expect(renamed.messages[0]?.content).toMatchObject({ text: expect.stringContaining('Rome') });
    await expect(client.getPrompt({ name, arguments: {} })).rejects.toThrow(
      /Missing required argument: city/,
    );
    // Once "MCP error -32602: ", which the client writes before the server's message.
    await expect(client.getPrompt({ name: `${draft.id}-secret-draft-plan` })).rejects.toMatchObject({
      code: -32602,
      message: `MCP error -32602: Prompt not found: ${draft.id}-secret-draft-plan`,
    });
    await client.close();
  });

  it('searches with search_prompts and fills with get_prompt, which counts as a use', async () => {
    const client = await connect();
    const tools = await client.listTools();
    expect(tools.tools.map((tool) => tool.name).sort()).toEqual(['get_prompt', 'search_prompts']);
    const search = await client.callTool({
      name: 'search_prompts',
      arguments: { query: 'travel', limit: 5 },
    });
    expect(search.structuredContent).toEqual({
      totalCount: 1,
      totalCountExact: true,
      results: [
        {
          id: filled.id,
          name: `${filled.id}-travel-plan-for-a-city`,
          title: 'Travel plan for a city!',
          preview: 'A day-by-day plan',
          language: 'en',
          placeholders: ['days', 'city', 'style'],
        },
      ],
    });
    const tooMany = await client.callTool({ name: 'search_prompts', arguments: { limit: 51 } });
    expect(tooMany.isError).toBe(true);

    const before = (await ctx.app.inject({ method: 'GET', url: `/api/prompts/${filled.id}` })).json()
      .usesCount;
    const got = await client.callTool({
      name: 'get_prompt',
      arguments: { id: filled.id, arguments: { city: 'Oslo' } },
    });
    expect(got.content).toEqual([
      { type: 'text', text: 'Plan 3 days in Oslo for a relaxed trip. Visit Oslo twice.' },
    ]);
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/prompts/${filled.id}` })).json()
      .usesCount;
    expect(after).toBe(before + 1);
    const missing = await client.callTool({ name: 'get_prompt', arguments: { id: filled.id } });
    expect(missing).toMatchObject({ isError: true, content: [{ text: 'Missing required argument: city' }] });
    await client.close();
  });

  it('acts as the token’s user: their own draft is listed and filled', async () => {
    const client = await connect(ownerToken);
    const { names } = await listAll(client);
    expect(names).toContain(`${draft.id}-secret-draft-plan`);
    const answer = await client.getPrompt({
      name: `${draft.id}-secret-draft-plan`,
      arguments: { topic: 'x' },
    });
    expect(answer.messages).toHaveLength(1);
    await client.close();
  });

  it('serves the production version while the author edits, and the current one once the mark is off', async () => {
    const v1 = await addPrompt(ctx, owner, {
      title: 'Stable summary',
      content: 'Summarise [text] in [words: 50] words.',
    });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/prompts/${v1.id}`,
      headers: owner.auth,
      payload: { ...v1, title: 'Summary, being rewritten', content: 'Rewrite [text] as a [form] poem.' },
    });
    expect(edited.json()).toMatchObject({ version: 2 });
    const label = `/api/prompts/${v1.id}/versions/1/label`;
    const marked = await ctx.app.inject({
      method: 'PUT',
      url: label,
      headers: owner.auth,
      payload: { label: 'production' },
    });
    expect(marked.json()).toMatchObject({ version: 2, productionVersion: 1 });

    const client = await connect();
    const name = `${v1.id}-stable-summary`;
    const got = await client.getPrompt({ name, arguments: { text: 'the report' } });
    expect(got.messages[0]?.content).toEqual({ type: 'text', text: 'Summarise the report in 50 words.' });
    const tool = await client.callTool({
      name: 'get_prompt',
      arguments: { id: v1.id, arguments: { text: 'the report', words: '20' } },
    });
    expect(tool.content).toEqual([{ type: 'text', text: 'Summarise the report in 20 words.' }]);
    // Listed and found with the production text's title and placeholders.
    const { prompts } = await client.listPrompts({ cursor: String(v1.id - 1) });
    expect(prompts[0]).toMatchObject({
      name,
      title: 'Stable summary',
      arguments: [
        { name: 'text', required: true },
        { name: 'words', required: false },
      ],
    });
    const found = await client.callTool({ name: 'search_prompts', arguments: { query: 'rewritten' } });
    expect(found.structuredContent).toMatchObject({
      results: [{ id: v1.id, title: 'Stable summary', placeholders: ['text', 'words'] }],
    });

    await ctx.app.inject({ method: 'DELETE', url: label, headers: owner.auth });
    const current = await client.getPrompt({
      name,
      arguments: { text: 'the report', form: 'short' },
    });
    expect(current.messages[0]?.content).toEqual({
      type: 'text',
      text: 'Rewrite the report as a short poem.',
    });
    await client.close();
  });

  it('lists typed and optional placeholders as arguments and refuses a value that does not fit', async () => {
    const typed = await addPrompt(ctx, owner, {
      title: 'Typed report',
      content:
        'Report on [topic] for [due#date] in [pages#number: 5] pages, in [langs#multi: en | fr | de]. [notes#long?]\n[extra?] Done.',
    });
    const client = await connect();
    const { prompts } = await client.listPrompts({ cursor: String(typed.id - 1) });
    expect(prompts[0]?.arguments).toEqual([
      { name: 'topic', description: 'Fills [topic]', required: true },
      { name: 'due', description: 'A date, yyyy-mm-dd. Fills [due]', required: true },
      { name: 'pages', description: 'A number. Default: 5', required: false },
      { name: 'langs', description: 'Any of: en, fr, de, joined with ", ".', required: true },
      { name: 'notes', description: 'Several lines. Fills [notes] Optional.', required: false },
      { name: 'extra', description: 'Fills [extra] Optional.', required: false },
    ]);
    const name = `${typed.id}-typed-report`;
    const base = { topic: 'sales', due: '2026-12-01', langs: 'en, de' };
    const got = await client.getPrompt({ name, arguments: base });
    expect(got.messages[0]?.content).toEqual({
      type: 'text',
      text: 'Report on sales for 2026-12-01 in 5 pages, in en, de.\nDone.',
    });
    await expect(client.getPrompt({ name, arguments: { ...base, pages: 'five' } })).rejects.toThrow(
      /Invalid argument pages: Enter a number/,
    );
    await expect(client.getPrompt({ name, arguments: { ...base, due: '2026-02-30' } })).rejects.toThrow(
      /Invalid argument due: Enter a date as yyyy-mm-dd/,
    );
    const wrongChoice = await client.callTool({
      name: 'get_prompt',
      arguments: { id: typed.id, arguments: { ...base, langs: 'en, es' } },
    });
    expect(wrongChoice).toMatchObject({
      isError: true,
      content: [{ text: 'Invalid argument langs: Choose from: en, fr, de' }],
    });
    const withNotes = await client.callTool({
      name: 'get_prompt',
      arguments: {
        id: typed.id,
        arguments: { ...base, pages: '2', notes: 'Line 1\nLine 2', extra: 'Sign.' },
      },
    });
    expect(withNotes.content).toEqual([
      {
        type: 'text',
        text: 'Report on sales for 2026-12-01 in 2 pages, in en, de. Line 1\nLine 2\nSign. Done.',
      },
    ]);
    await client.close();
  });

  it('fills [@today], [@now] and [@me] itself: never arguments, "me" only for a caller without a token', async () => {
    const dated = await addPrompt(ctx, owner, {
      title: 'Dated note',
      content: 'Written by [@me] on [@today] ([@now]) about [topic].',
    });
    const name = `${dated.id}-dated-note`;
    const timeZoneArgument = {
      name: 'timeZone',
      description: 'The time zone of [@today] and [@now], e.g. Europe/Paris; the server’s when left out',
      required: false,
    };
    const visitor = await connect();
    const listed = await visitor.listPrompts({ cursor: String(dated.id - 1) });
    expect(listed.prompts[0]?.arguments).toEqual([
      { name: 'me', description: 'Fills [me]', required: true },
      { name: 'topic', description: 'Fills [topic]', required: true },
      timeZoneArgument,
    ]);
    await expect(visitor.getPrompt({ name, arguments: { topic: 'tea' } })).rejects.toThrow(
      /Missing required argument: me/,
    );
    const byVisitor = await visitor.getPrompt({ name, arguments: { topic: 'tea', me: 'Guest' } });
    expect(byVisitor.messages[0]?.content).toMatchObject({
      text: expect.stringMatching(/^Written by Guest on /),
    });
    await visitor.close();

    const member = await connect(ownerToken);
    const asMember = await member.listPrompts({ cursor: String(dated.id - 1) });
    expect(asMember.prompts[0]?.arguments).toEqual([
      { name: 'topic', description: 'Fills [topic]', required: true },
      timeZoneArgument,
    ]);
    const today = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(new Date());
    const inKiritimati = await member.getPrompt({
      name,
      arguments: { topic: 'tea', timeZone: 'Pacific/Kiritimati' },
    });
    expect(inKiritimati.messages[0]?.content).toMatchObject({
      text: expect.stringContaining(`Written by ${owner.username} on ${today('Pacific/Kiritimati')} (`),
    });
    const tool = await member.callTool({
      name: 'get_prompt',
      arguments: { id: dated.id, arguments: { topic: 'tea' }, timeZone: 'Pacific/Pago_Pago' },
    });
    expect(tool.content).toEqual([
      { type: 'text', text: expect.stringContaining(`on ${today('Pacific/Pago_Pago')} (`) },
    ]);
    const serverDate = await member.getPrompt({ name, arguments: { topic: 'tea' } });
    expect(serverDate.messages[0]?.content).toMatchObject({
      text: expect.stringContaining(
        `on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(new Date())}`,
      ),
    });
    await expect(
      member.getPrompt({ name, arguments: { topic: 'tea', timeZone: 'Mars/Olympus' } }),
    ).rejects.toThrow(/Invalid time zone: Mars\/Olympus/);
    await member.close();
  });

  it('resolves includes for the caller, merging shared fields, and says which are unavailable', async () => {
    const tone = await addPrompt(ctx, owner, {
      title: 'House tone',
      content: 'Use a [tone: warm | dry] tone for [audience].',
    });
    const hidden = await addPrompt(
      ctx,
      owner,
      { title: 'Hidden rules', content: 'Never mention [secret].' },
      'draft',
    );
    const outer = await addPrompt(ctx, owner, {
      title: 'Newsletter',
      content: `Write a newsletter for [audience]. [[prompt: ${tone.id}]] [[prompt: ${hidden.id}]]`,
    });
    const name = `${outer.id}-newsletter`;
    const visitor = await connect();
    const listed = await visitor.listPrompts({ cursor: String(outer.id - 1) });
    expect(listed.prompts[0]?.arguments?.map((argument) => argument.name)).toEqual(['audience', 'tone']);
    const got = await visitor.getPrompt({ name, arguments: { audience: 'gardeners', tone: 'dry' } });
    expect(got.messages[0]?.content).toEqual({
      type: 'text',
      text: `Write a newsletter for gardeners. Use a dry tone for gardeners. [unavailable prompt ${hidden.id}]`,
    });
    await visitor.close();

    const member = await connect(ownerToken);
    const tool = await member.callTool({
      name: 'get_prompt',
      arguments: { id: outer.id, arguments: { audience: 'cooks', secret: 'salt' } },
    });
    expect(tool.content).toEqual([
      { type: 'text', text: 'Write a newsletter for cooks. Use a warm tone for cooks. Never mention salt.' },
    ]);
    const found = await member.callTool({ name: 'search_prompts', arguments: { query: 'newsletter' } });
    expect(found.structuredContent).toMatchObject({
      results: [{ id: outer.id, placeholders: ['audience', 'tone', 'secret'] }],
    });
    await member.close();
  });

  it('serves a prompt shared with a group to its members’ tokens only, and an internal one to every token (issue 28)', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const member = await createUser(ctx);
    const outsider = await createUser(ctx);
    const team = await addGroup(ctx, admin, 'Wombat team', [owner, member]);
    const shared = await addPrompt(ctx, owner, {
      title: 'Wombat team brief',
      content: 'Brief the team on [topic].',
      ...privateToGroup(team),
    });
    const internal = await addPrompt(ctx, owner, {
      title: 'Wombat memo',
      content: 'Write a memo on [topic].',
      visibility: 'internal',
    });
    const unknown = { id: 999999, title: 'Nothing here' };
    const tokenOf = async (user: TestUser): Promise<string> =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/tokens',
          headers: user.auth,
          payload: { name: 'agent' },
        })
      ).json().token;

    /** What a caller gets of each prompt: listed, found by a search, and filled by prompts/get and get_prompt. */
    const view = async (token?: string) => {
      const client = await connect(token);
      try {
        const { names } = await listAll(client);
        const search = await client.callTool({ name: 'search_prompts', arguments: { query: 'wombat' } });
        const found = search.structuredContent as { totalCount: number; results: { id: number }[] };
        // The name or id asked for is taken out of an answer, so that one prompt's compares with another's.
        const fill = async (prompt: { id: number; title: string }) => {
          const name = mcpPromptName(prompt);
          const get = await client.getPrompt({ name, arguments: { topic: 'x' } }).then(
            (answer) => answer.messages[0]?.content,
            (error: Error) => error.message.replace(name, '<name>'),
          );
          const tool = await client.callTool({
            name: 'get_prompt',
            arguments: { id: prompt.id, arguments: { topic: 'x' } },
          });
          const [text] = tool.content as { text: string }[];
          return {
            get,
            tool: { isError: tool.isError ?? false, text: text?.text.replace(String(prompt.id), '<id>') },
          };
        };
        return {
          listed: [shared, internal].filter((p) => names.includes(mcpPromptName(p))).map((p) => p.id),
          found: {
            totalCount: found.totalCount,
            ids: found.results.map((result) => result.id).sort((a, b) => a - b),
          },
          shared: await fill(shared),
          internal: await fill(internal),
          unknown: await fill(unknown),
        };
      } finally {
        await client.close();
      }
    };

    const asMember = await view(await tokenOf(member));
    const missing = asMember.unknown;
    expect(missing).toEqual({
      get: expect.stringMatching(/Prompt not found: <name>$/),
      tool: { isError: true, text: 'Prompt not found: <id>' },
    });
    expect(asMember).toEqual({
      listed: [shared.id, internal.id],
      found: { totalCount: 2, ids: [shared.id, internal.id] },
      shared: {
        get: { type: 'text', text: 'Brief the team on x.' },
        tool: { isError: false, text: 'Brief the team on x.' },
      },
      internal: {
        get: { type: 'text', text: 'Write a memo on x.' },
        tool: { isError: false, text: 'Write a memo on x.' },
      },
      unknown: missing,
    });
    expect(await view(await tokenOf(outsider))).toEqual({
      listed: [internal.id],
      found: { totalCount: 1, ids: [internal.id] },
      shared: missing,
      internal: asMember.internal,
      unknown: missing,
    });
    expect(await view()).toEqual({
      listed: [],
      found: { totalCount: 0, ids: [] },
      shared: missing,
      internal: missing,
      unknown: missing,
    });
  });

  it('refuses a revoked token', async () => {
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: owner.auth,
        payload: { name: 'gone' },
      })
    ).json();
    await ctx.app.inject({ method: 'DELETE', url: `/api/tokens/${created.id}`, headers: owner.auth });
    await expect(connect(created.token)).rejects.toThrow(/401/);
  });

  it('answers 405 to GET, as a stateless server without server-sent events', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ statusCode: 405 });
  });
});
