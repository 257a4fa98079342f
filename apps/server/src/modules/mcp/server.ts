// One MCP server per request (stateless Streamable HTTP, so any instance answers any call): the
// library's prompts with their placeholders as arguments, and two tools to search and fill them.

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { listPrompts } from '../prompts/list-repository.ts';
import { recordUsage } from '../usage/repository.ts';
import { asServed } from '../versions/production.ts';
import { fillable, fillPrompt, findReadable, idFromName, listReadable, mcpPromptName } from './library.ts';

export const MCP_SEARCH_LIMIT = 50;

/**
 * A call's parameters refused, sent as JSON-RPC's error with the message as it is. The SDK sends a
 * thrown error's `code` and `message`; its McpError writes "MCP error -32602: " into the message,
 * which a client then writes before it again ("MCP error -32602: MCP error -32602: …").
 */
const invalidParams = (message: string) =>
  Object.assign(new Error(message), { code: ErrorCode.InvalidParams });
const SERVER_VERSION = '1.0.0';

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export function createMcpServer(db: Db, user: AuthUser | null): McpServer {
  const mcp = new McpServer(
    { name: 'prompt-lib', title: 'Prompt Lib', version: SERVER_VERSION },
    {
      instructions:
        'A library of reusable prompts. Fill a prompt by passing its [placeholders] as arguments; [@today], [@now] and [@me] fill themselves.',
    },
  );
  // Prompts come from the database, not from registerPrompt, so the list handlers are the low-level ones.
  mcp.server.registerCapabilities({ prompts: { listChanged: false } });

  mcp.server.setRequestHandler(ListPromptsRequestSchema, async (request) => {
    const cursor = request.params?.cursor;
    const afterId = cursor === undefined ? 0 : Number(cursor);
    if (!Number.isSafeInteger(afterId) || afterId < 0) throw invalidParams('Invalid cursor');
    const { list, next } = await listReadable(db, user, afterId);
    const fillables = await Promise.all(list.map((prompt) => fillable(db, user, prompt)));
    return {
      prompts: fillables.map(({ prompt, arguments: args }) => ({
        name: mcpPromptName(prompt),
        title: prompt.title,
        description: prompt.previewText ?? undefined,
        arguments: args,
      })),
      ...(next === null ? {} : { nextCursor: String(next) }),
    };
  });

  mcp.server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const id = idFromName(request.params.name);
    const prompt = id === null ? null : await findReadable(db, user, id);
    if (!prompt) throw invalidParams(`Prompt not found: ${request.params.name}`);
    const filled = fillPrompt(await fillable(db, user, prompt), request.params.arguments ?? {}, user);
    if ('problem' in filled) throw invalidParams(filled.problem);
    await recordUsage(db, prompt.id, 'COPY', user);
    return {
      description: prompt.previewText ?? prompt.title,
      messages: [{ role: 'user' as const, content: { type: 'text' as const, text: filled.text } }],
    };
  });

  mcp.registerTool(
    'search_prompts',
    {
      title: 'Search prompts',
      description: 'Search the published prompt library by words, category or tag.',
      inputSchema: {
        query: z.string().max(200).optional().describe('Words to search for; leave out to list the newest'),
        category: z.string().max(50).optional().describe('A category name'),
        tag: z.string().max(50).optional().describe('A tag name'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MCP_SEARCH_LIMIT)
          .optional()
          .describe(`At most ${MCP_SEARCH_LIMIT}; default 10`),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ query, category, tag, limit }) => {
      const page = await listPrompts(
        db,
        { reader: user },
        { search: query, category, tag, page: 0, size: limit ?? 10, sort: [] },
      );
      const served = await asServed(db, page.list);
      const fillables = await Promise.all(served.map((prompt) => fillable(db, user, prompt)));
      const results = fillables.map(({ prompt, fields }) => ({
        id: prompt.id,
        name: mcpPromptName(prompt),
        title: prompt.title,
        preview: prompt.previewText,
        language: prompt.language,
        placeholders: fields.map((field) => field.name),
      }));
      // totalCountExact false: at least totalCount match (a search past 1,000 matches, search.ts).
      const found = { totalCount: page.totalCount, totalCountExact: page.totalCountExact ?? true, results };
      return { ...text(JSON.stringify(found, null, 2)), structuredContent: found };
    },
  );

  mcp.registerTool(
    'get_prompt',
    {
      title: 'Get a filled prompt',
      description:
        'The text of one prompt (its production version when one is marked) with its [placeholders] filled from `arguments` (defaults where left out).',
      inputSchema: {
        id: z.number().int().positive().describe('The prompt id (from search_prompts)'),
        arguments: z.record(z.string(), z.string()).optional().describe('Placeholder name → value'),
        timeZone: z
          .string()
          .max(100)
          .optional()
          .describe('The time zone of [@today] and [@now], e.g. Europe/Paris; the server’s when left out'),
      },
    },
    async ({ id, arguments: values, timeZone }) => {
      const prompt = await findReadable(db, user, id);
      if (!prompt) return { ...text(`Prompt not found: ${id}`), isError: true };
      const given = timeZone === undefined ? (values ?? {}) : { timeZone, ...values };
      const filled = fillPrompt(await fillable(db, user, prompt), given, user);
      if ('problem' in filled) return { ...text(filled.problem), isError: true };
      await recordUsage(db, prompt.id, 'COPY', user);
      return text(filled.text);
    },
  );

  return mcp;
}
