import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app.tsx';

async function openMenu() {
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: /Account menu/ }, { timeout: 5000 }));
  await screen.findByRole('menu');
  return events;
}

describe('the avatar menu’s account admin entries', { timeout: 20_000 }, () => {
  it('offers an admin Settings, Users and Audit log, which lead to their screens', async () => {
    const { router } = renderApp('/main', { user: { ...testUser, role: 'admin' } });
    const events = await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('menuitem', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getByRole('menuitem', { name: 'Webhooks' })).toHaveAttribute('href', '/admin/webhooks');
    expect(screen.getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
    await events.click(screen.getByRole('menuitem', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows none of them to a user', async () => {
    renderApp('/main', { user: testUser });
    await openMenu();
    for (const name of ['Settings', 'Users', 'Audit log', 'Webhooks', 'Reports']) {
      expect(screen.queryByRole('menuitem', { name })).not.toBeInTheDocument();
    }
  });
});

describe('the avatar menu’s Groups entry', { timeout: 20_000 }, () => {
  it('leads every signed-in user to their groups', async () => {
    const { router } = renderApp('/main', {
      user: testUser,
      handlers: { 'GET /api/groups': () => ({ status: 200, body: [] }) },
    });
    const events = await openMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Groups' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
    expect(await screen.findByRole('heading', { name: 'Groups' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('is there for an admin too', async () => {
    renderApp('/main', { user: { ...testUser, role: 'admin' } });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Groups' })).toHaveAttribute('href', '/groups');
  });
});

describe('the avatar menu’s Shared with me entry', { timeout: 20_000 }, () => {
  it('leads to the prompts others shared with the user', async () => {
    const { router } = renderApp('/main', {
      user: testUser,
      handlers: { 'GET /api/prompts': () => ({ status: 200, body: { list: [], totalCount: 0 } }) },
    });
    const events = await openMenu();
    await events.click(screen.getByRole('menuitem', { name: 'Shared with me' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promptslist/shared'));
    expect(
      await screen.findByRole('heading', { name: 'Shared with me' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
