// POST /mcp: the Model Context Protocol over Streamable HTTP, stateless (no session: a server and a
// transport per request), answering JSON. The caller is whoever the Authorization header says
// (a personal access token or a sign-in token), else anonymous; GET and DELETE (sessions, server
// pushes) do not apply to a stateless server and answer 405.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../../plugins/errors.ts';
import { createMcpServer } from './server.ts';

export const mcpRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { schema: { hide: true }, config: { publicChange: false } }, async (request, reply) => {
    const mcp = createMcpServer(app.db, request.user);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    try {
      await mcp.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      // The transport answers protocol errors itself; this is a failure of ours, past Fastify's handler.
      request.log.error({ err: error }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
        );
      }
    }
  });

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/',
      schema: { hide: true },
      handler: (_request, reply) =>
        sendError(
          reply.header('Allow', 'POST'),
          405,
          'This MCP server is stateless: send JSON-RPC requests with POST',
        ),
    });
  }
};
