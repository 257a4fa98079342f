import type { Webhook, WebhookDelivery } from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const admin = { ...testUser, role: 'admin' as const };
const SECRET = 'a'.repeat(64);

const webhook = (id: number, overrides: Partial<Webhook> = {}): Webhook => ({
  id,
  url: `https://hooks.example.com/${id}`,
  events: ['prompt.created'],
  format: 'json',
  includePrivate: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  event: 'prompt.created',
  status: 'succeeded',
  attempt: 1,
  statusCode: 200,
  durationMs: 42,
  error: null,
  createdAt: '2026-11-20T10:05:00.000Z',
  nextAttemptAt: null,
  ...overrides,
});

function renderWebhooks(handlers: Record<string, Handler>) {
  const events = userEvent.setup();
  vi.stubGlobal('isSecureContext', true);
  return { events, ...renderApp('/admin/webhooks', { user: admin, handlers }) };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// The first test also loads the lazy route module, which takes seconds on a busy machine.
describe('webhooks screen', { timeout: 20_000 }, () => {
  it('adds a webhook with the chosen events and shows its secret once, with Copy', async () => {
    let list: Webhook[] = [];
    const sent: unknown[] = [];
    const { events } = renderWebhooks({
      'GET /api/webhooks': () => ({ status: 200, body: list }),
      'POST /api/webhooks': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        const created = webhook(5, { url: body.url, events: body.events, format: body.format });
        list = [created];
        return { status: 201, body: { ...created, secret: SECRET } };
      },
    });
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add webhook' });
    await events.type(within(form).getByLabelText('Payload URL'), 'https://hooks.example.com/new');
    await events.click(within(form).getByLabelText('Comment created'));
    await events.click(within(form).getByLabelText('Prompt published'));
    await events.selectOptions(within(form).getByLabelText('Format'), 'Slack');
    await events.click(within(form).getByRole('button', { name: 'Add webhook' }));

    const box = await screen.findByRole('region', { name: 'New webhook secret' });
    expect(within(box).getByText(SECRET)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: 'https://hooks.example.com/new',
        events: ['prompt.created', 'comment.created'],
        format: 'slack',
        includePrivate: false,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'https://hooks.example.com/new' })).toBeInTheDocument();
    // The form starts again, and once dismissed the secret is nowhere on the page.
    expect(within(form).getByLabelText('Payload URL')).toHaveValue('');
    await events.click(within(box).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('says what is wrong before sending: a URL and at least one event', async () => {
    const post = vi.fn();
    const { events } = renderWebhooks({
      'GET /api/webhooks': () => ({ status: 200, body: [] }),
      'POST /api/webhooks': post,
    });
    const form = await screen.findByRole('form', { name: 'Add webhook' });
    await events.click(within(form).getByLabelText('Prompt created'));
    await events.click(within(form).getByLabelText('Prompt published'));
    await events.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText('Enter an http:// or https:// URL')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one event')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows a webhook's delivery log: time, event, status, code, duration, attempt and error", async () => {
    const { events } = renderWebhooks({
      'GET /api/webhooks': () => ({ status: 200, body: [webhook(3)] }),
      'GET /api/webhooks/3/deliveries': () => ({
        status: 200,
        body: [
          delivery({
            id: 'd2',
            status: 'pending',
            attempt: 2,
            statusCode: 500,
            durationMs: 120,
            error: null,
            nextAttemptAt: '2026-11-20T10:11:00.000Z',
          }),
          delivery({ id: 'd1', event: 'webhook.test', error: null }),
          delivery({
            id: 'd0',
            status: 'failed',
            attempt: 6,
            statusCode: null,
            durationMs: 0,
            error: 'connect ECONNREFUSED 203.0.113.9:443',
          }),
        ],
      }),
    });
    await events.click(await screen.findByRole('button', { name: 'Delivery log' }));
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0] as HTMLElement).slice(1, 6)).toEqual([
      'prompt.created',
      'Pending',
      '500',
      '120 ms',
      '2 / 6',
    ]);
    expect(rows[0]).toHaveTextContent(/Next attempt/);
    expect(cellsOf(rows[1] as HTMLElement).slice(1, 7)).toEqual([
      'webhook.test',
      'Delivered',
      '200',
      '42 ms',
      '1 / 6',
      '—',
    ]);
    expect(cellsOf(rows[2] as HTMLElement).slice(2, 7)).toEqual([
      'Failed',
      '—',
      '0 ms',
      '6 / 6',
      'connect ECONNREFUSED 203.0.113.9:443',
    ]);
  });

  it('sends a test delivery and shows it in the log', async () => {
    let log: WebhookDelivery[] = [];
    const test = vi.fn(() => {
      log = [delivery({ id: 't1', event: 'webhook.test', status: 'succeeded' })];
      return {
        status: 202,
        body: delivery({ id: 't1', event: 'webhook.test', status: 'pending', attempt: 0 }),
      };
    });
    const { events } = renderWebhooks({
      'GET /api/webhooks': () => ({ status: 200, body: [webhook(4)] }),
      'POST /api/webhooks/4/test': test,
      'GET /api/webhooks/4/deliveries': () => ({ status: 200, body: log }),
    });
    await events.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test delivery sent')).toBeInTheDocument();
    expect(test).toHaveBeenCalledTimes(1);
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    await waitFor(() => expect(within(table).getByText('webhook.test')).toBeInTheDocument());
    expect(within(table).getByText('Delivered')).toBeInTheDocument();
  });

  it('edits a webhook in place and deletes one after confirming', async () => {
    let list = [webhook(6, { events: ['prompt.deleted'] })];
    const put = vi.fn((init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body));
      list = [webhook(6, { ...body, updatedAt: '2026-11-21T00:00:00.000Z' })];
      return { status: 200, body: list[0] };
    });
    const { events } = renderWebhooks({
      'GET /api/webhooks': () => ({ status: 200, body: list }),
      'PUT /api/webhooks/6': put,
      'DELETE /api/webhooks/6': () => {
        list = [];
        return { status: 204 };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit webhook https://hooks.example.com/6' });
    await events.click(within(form).getByRole('switch', { name: 'Include private prompts' }));
    await events.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(put.mock.calls[0]?.[0]?.body))).toMatchObject({
      events: ['prompt.deleted'],
      includePrivate: true,
    });
    expect(await screen.findByText('Includes private prompts')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
  });

  it('tells a user that only admins manage webhooks, without asking for them', async () => {
    const list = vi.fn(() => ({ status: 200, body: [] }));
    renderApp('/admin/webhooks', { user: testUser, handlers: { 'GET /api/webhooks': list } });
    expect(await screen.findByText('Only admins can manage webhooks.')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
