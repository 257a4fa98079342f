import {
  IMPORT_MAX_BYTES,
  IMPORT_MSG,
  type ImportJob,
  type ImportReport,
  type User,
} from '@prompt-lib/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCategory } from '../../../test/prompt-fixture.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const admin: User = { ...testUser, role: 'admin' };
const taxonomy: Record<string, Handler> = {
  'GET /api/categories': () => ({
    status: 200,
    body: [makeCategory(2, 'Writing'), makeCategory(3, 'Coding')],
  }),
  'GET /api/tags': () => ({
    status: 200,
    body: [{ id: 5, name: 'email', createdAt: '2024-01-01T00:00:00.000Z' }],
  }),
};

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  created: 0,
  skipped: 0,
  errors: [],
  errorCount: 0,
  categoriesCreated: 0,
  tagsCreated: 0,
  placeholdersConverted: 0,
  ...overrides,
});
const done = (total: number, overrides: Partial<ImportReport> = {}): ImportJob => ({
  status: 'done',
  processed: total,
  total,
  report: report(overrides),
});

function renderScreen(handlers: Record<string, Handler> = {}, user = testUser) {
  const events = userEvent.setup();
  const view = renderApp('/import-export', { user, handlers: { ...taxonomy, ...handlers } });
  return { events, ...view };
}

const calls = (fetchMock: ReturnType<typeof vi.fn>, prefix: string) =>
  fetchMock.mock.calls
    .map((call) => ({ url: String(call[0]), init: call[1] as RequestInit | undefined }))
    .filter((call) => call.url.startsWith(prefix));

const csvFile = () => new File(['title,content\nA,Hello there\n'], 'mine.csv', { type: 'text/csv' });

async function chooseFile(events: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  await events.upload(await screen.findByLabelText('File to import'), file);
}

describe('export', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:export'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  it('asks for the chosen prompts and format, and saves the file under the server’s name', async () => {
    const { events, fetchMock } = renderScreen();
    const fake = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url.startsWith('/api/export')
        ? new Response('title,content\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="mine-x.csv"',
            },
          })
        : (fake as typeof fetch)(url, init),
    );
    await screen.findByRole('heading', { name: 'Import & Export' });
    const form = screen.getByRole('form', { name: 'Export prompts' });
    expect(within(form).getByRole('radio', { name: /My prompts/ })).toBeChecked();

    await events.click(within(form).getByRole('radio', { name: /CSV/ }));
    expect(within(form).getByRole('checkbox', { name: 'Include images in the file' })).toBeDisabled();
    await events.click(within(form).getByRole('radio', { name: /Saved prompts/ }));
    await events.selectOptions(await within(form).findByLabelText('Category'), 'Coding');
    await events.selectOptions(within(form).getByLabelText('Tag'), 'email');
    await events.click(within(form).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
    const [call] = calls(fetchMock, '/api/export');
    expect(call?.url).toBe('/api/export?format=csv&scope=saved&category=3&tag=5&images=link');
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(saved).toEqual([{ href: 'blob:export', download: 'mine-x.csv' }]);
  });

  it('embeds images in JSON when asked, and shows the server’s refusal', async () => {
    const { events, fetchMock } = renderScreen({
      'GET /api/export': () => ({ status: 404, body: { message: 'Category not found' } }),
    });
    const form = await screen.findByRole('form', { name: 'Export prompts' });
    await events.click(within(form).getByRole('checkbox', { name: 'Include images in the file' }));
    await events.click(within(form).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to export prompts')).toBeInTheDocument();
    expect(screen.getByText('Category not found')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/export')[0]?.url).toBe('/api/export?format=json&scope=mine&images=embed');
    expect(saved).toEqual([]);
  });

  it('offers the published library to admins only', async () => {
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Export prompts' });
    expect(
      within(form)
        .getAllByRole('radio', { name: /prompts/ })
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['mine', 'saved']);
    expect(within(form).queryByRole('radio', { name: /Published library/ })).not.toBeInTheDocument();
    expect(screen.getByText(/such rows are errors and are not imported/)).toBeInTheDocument();
    expect(screen.getByText(/drafts unless the file says otherwise/)).toBeInTheDocument();
  });

  it('lets an admin export the library, and says where rows without a category go', async () => {
    renderScreen({}, admin);
    const form = await screen.findByRole('form', { name: 'Export prompts' });
    expect(within(form).getByRole('radio', { name: /Published library/ })).toBeInTheDocument();
    expect(screen.getByText(/go under “Uncategorized” and get the tag “imported”/)).toBeInTheDocument();
    expect(screen.getByText(/published unless the file says otherwise/)).toBeInTheDocument();
  });
});

describe('import', () => {
  it('checks the file with a dry run: counts, the first errors, and the defaults sent', async () => {
    const { events, fetchMock } = renderScreen({
      'POST /api/import': () => ({
        status: 200,
        body: done(4, {
          created: 2,
          skipped: 1,
          errors: [{ row: 3, message: IMPORT_MSG.noCategory }],
          errorCount: 1,
          placeholdersConverted: 2,
          tagsCreated: 1,
        }),
      }),
    });
    expect(await screen.findByRole('button', { name: 'Check file' })).toBeDisabled();
    await chooseFile(events);
    expect(screen.getByText('mine.csv')).toBeInTheDocument();
    expect(screen.getByText('28 B')).toBeInTheDocument();
    await events.selectOptions(await screen.findByLabelText('Default category'), 'Writing');
    await events.click(screen.getByRole('button', { name: 'Check file' }));

    const check = await screen.findByRole('region', { name: /Check of the file/ });
    expect(within(check).getByText('4 prompts')).toBeInTheDocument();
    const counts = Object.fromEntries(
      within(check)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({ 'Will be created': '2', 'Skipped, already there': '1', Errors: '1' });
    expect(within(check).getByText('2 prompts with variables will get placeholders')).toBeInTheDocument();
    expect(within(check).getByText('1 new tag will be created')).toBeInTheDocument();
    const rows = within(within(check).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['RowMessage', `3${IMPORT_MSG.noCategory}`]);

    const [call] = calls(fetchMock, '/api/import');
    expect(call?.url).toBe('/api/import?dryRun=true&defaultCategory=Writing');
    const body = call?.init?.body as FormData;
    expect((body.get('file') as File).name).toBe('mine.csv');
    expect(new Headers(call?.init?.headers).has('Content-Type')).toBe(false);
    expect(within(check).getByRole('button', { name: 'Import 2 prompts' })).toBeEnabled();

    // Another default makes the check stale.
    await events.selectOptions(screen.getByLabelText('Default tag'), 'email');
    expect(screen.queryByRole('region', { name: /Check of the file/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled();
  });

  it('imports for real, follows the job to the end and links to My Prompts', async () => {
    let polls = 0;
    const { events, fetchMock } = renderScreen({
      'POST /api/import': (init) => {
        const dry = calls(fetchMock, '/api/import').at(-1)?.url.includes('dryRun=true');
        expect(init?.body).toBeInstanceOf(FormData);
        return dry
          ? { status: 200, body: done(1500, { created: 1500 }) }
          : { status: 202, body: { jobId: 'job-1' } };
      },
      'GET /api/import/job-1': () => {
        polls += 1;
        return polls < 2
          ? { status: 200, body: { ...done(1500), status: 'running', processed: 500 } }
          : { status: 200, body: done(1500, { created: 1498, skipped: 2, categoriesCreated: 1 }) };
      },
    });
    await chooseFile(events);
    await events.click(screen.getByRole('button', { name: 'Check file' }));
    await events.click(await screen.findByRole('button', { name: 'Import 1,500 prompts' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '500'));
    expect(bar).toHaveAttribute('aria-valuemax', '1500');
    expect(screen.getByText('500 of 1,500')).toBeInTheDocument();

    const result = await screen.findByRole('region', { name: 'Import finished' });
    expect(polls).toBe(2);
    expect(within(result).getByText('1,498')).toBeInTheDocument();
    expect(within(result).getByText('1 new category was created')).toBeInTheDocument();
    expect(within(result).queryByRole('table')).not.toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Go to My Prompts' })).toHaveAttribute(
      'href',
      '/promptslist/my-prompts',
    );
    expect(calls(fetchMock, '/api/import?').map((call) => call.url)).toEqual([
      '/api/import?dryRun=true',
      '/api/import?dryRun=false',
    ]);

    await events.click(within(result).getByRole('button', { name: 'Import another file' }));
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
  });

  it('shows a small import’s report at once', async () => {
    const { events } = renderScreen({
      'POST /api/import': () => ({ status: 200, body: done(2, { created: 2 }) }),
    });
    await chooseFile(events);
    await events.click(screen.getByRole('button', { name: 'Check file' }));
    await events.click(await screen.findByRole('button', { name: 'Import 2 prompts' }));
    const result = await screen.findByRole('region', { name: 'Import finished' });
    expect(within(result).getByText('Created')).toBeInTheDocument();
  });

  it('shows why the server refused the file', async () => {
    const { events } = renderScreen({
      'POST /api/import': () => ({ status: 400, body: { message: IMPORT_MSG.notImportable } }),
    });
    await chooseFile(events, new File(['{}'], 'other.json', { type: 'application/json' }));
    await events.click(screen.getByRole('button', { name: 'Check file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be checked');
    expect(alert).toHaveTextContent(IMPORT_MSG.notImportable);
    expect(screen.queryByRole('region', { name: /Check of the file/ })).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit before sending it', async () => {
    const { events, fetchMock } = renderScreen();
    const big = csvFile();
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await chooseFile(events, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MSG.tooLarge);
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(calls(fetchMock, '/api/import')).toEqual([]);
  });

  it('is reached from the avatar menu', async () => {
    const events = userEvent.setup();
    const { router } = renderApp('/profile/settings', { user: testUser, handlers: taxonomy });
    await events.click(await screen.findByRole('button', { name: /Account menu/ }));
    await events.click(await screen.findByRole('menuitem', { name: 'Import & Export' }));
    expect(await screen.findByRole('heading', { name: 'Import & Export' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/import-export');
  });
});
