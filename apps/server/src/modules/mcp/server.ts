// One MCP server per request (stateless Streamable HTTP, so any instance answers any call): the
// library's prompts with their placeholders as arguments, and two tools to search and fill them.

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { type Placeholder, parsePlaceholders } from '@prompt-lib/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { listPrompts } from '../prompts/list-repository.ts';
import { recordUsage } from '../usage/repository.ts';
import { asServed } from '../versions/production.ts';
import {
  describeArgument,
  fillPrompt,
  findReadable,
  idFromName,
  listReadable,
  mcpPromptName,
} from './library.ts';

export const MCP_SEARCH_LIMIT = 50;
const SERVER_VERSION = '1.0.0';

const toArgument = (placeholder: Placeholder) => ({
  name: placeholder.name,
  description: describeArgument(placeholder),
  required: placeholder.required,
});

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export function createMcpServer(db: Db, user: AuthUser | null): McpServer {
  const mcp = new McpServer(
    { name: 'prompt-lib', title: 'Prompt Lib', version: SERVER_VERSION },
    {
      instructions:
        'A library of reusable prompts. Fill a prompt by passing its [placeholders] as arguments.',
    },
  );
  // Prompts come from the database, not from registerPrompt, so the list handlers are the low-level ones.
  mcp.server.registerCapabilities({ prompts: { listChanged: false } });

  mcp.server.setRequestHandler(ListPromptsRequestSchema, async (request) => {
    const cursor = request.params?.cursor;
    const afterId = cursor === undefined ? 0 : Number(cursor);
    if (!Number.isSafeInteger(afterId) || afterId < 0)
      throw new McpError(ErrorCode.InvalidParams, 'Invalid cursor');
    const { list, next } = await listReadable(db, user, afterId);
    return {
      prompts: list.map((prompt) => ({
        name: mcpPromptName(prompt),
        title: prompt.title,
        description: prompt.previewText ?? undefined,
        arguments: parsePlaceholders(prompt.content).map(toArgument),
      })),
      ...(next === null ? {} : { nextCursor: String(next) }),
    };
  });

  mcp.server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const id = idFromName(request.params.name);
    const prompt = id === null ? null : await findReadable(db, user, id);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `Prompt not found: ${request.params.name}`);
    const filled = fillPrompt(prompt, request.params.arguments ?? {});
    if ('missing' in filled) {
      throw new McpError(ErrorCode.InvalidParams, `Missing required argument: ${filled.missing.join(', ')}`);
    }
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
      const results = (await asServed(db, page.list)).map((prompt) => ({
        id: prompt.id,
        name: mcpPromptName(prompt),
        title: prompt.title,
        preview: prompt.previewText,
        placeholders: parsePlaceholders(prompt.content).map((placeholder) => placeholder.name),
      }));
      return {
        ...text(JSON.stringify({ totalCount: page.totalCount, results }, null, 2)),
        structuredContent: { totalCount: page.totalCount, results },
      };
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
      },
    },
    async ({ id, arguments: values }) => {
      const prompt = await findReadable(db, user, id);
      if (!prompt) return { ...text(`Prompt not found: ${id}`), isError: true };
      const filled = fillPrompt(prompt, values ?? {});
      if ('missing' in filled)
        return { ...text(`Missing required argument: ${filled.missing.join(', ')}`), isError: true };
      await recordUsage(db, prompt.id, 'COPY', user);
      return text(filled.text);
    },
  );

  return mcp;
}
