// Team libraries (issue 28) in a real browser: an admin builds a group from the Groups screen; a
// member shares a private prompt with it through the Share dialog; another member finds it under
// "Shared with me" and edits it; someone outside the group is told it does not exist.
import type { Page } from '@playwright/test';
import {
  expect,
  newAdminViaApi,
  registerViaApi,
  screenshot,
  signInViaApi,
  test,
  tokenOf,
} from '../fixtures.ts';

async function addMember(page: Page, username: string) {
  const form = page.getByRole('form', { name: 'Add member' });
  await form.getByLabel('Find a person').fill(username);
  await form.getByLabel('Person to add').selectOption({ label: username });
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByLabel(`Role of ${username}`)).toBeVisible();
}

test('a team shares a private prompt: the group, the Share dialog, Shared with me, an edit, and a stranger’s 404', async ({
  page,
  newBrowserPage,
}) => {
  const owner = await registerViaApi(page);
  const colleague = await registerViaApi(page);
  const stranger = await registerViaApi(page);
  const groupName = `Marketing ${Date.now().toString(36)}`;

  // An admin builds the group from the Groups screen.
  const adminPage = await newBrowserPage();
  await signInViaApi(adminPage, await newAdminViaApi(adminPage));
  await adminPage.goto('/groups');
  await adminPage.getByRole('button', { name: 'Create group' }).click();
  const create = adminPage.getByRole('dialog', { name: 'Create group' });
  await create.getByLabel('Name', { exact: true }).fill(groupName);
  await create.getByLabel('Description (optional)').fill('Campaigns and copy');
  await create.getByRole('button', { name: 'Create group' }).click();
  await adminPage.getByRole('link', { name: groupName }).click();
  await expect(adminPage.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
  await addMember(adminPage, owner.username);
  await addMember(adminPage, colleague.username);
  await screenshot(adminPage, 'sharing-group');

  // The owner shares a prompt of theirs with the group, privately, to edit.
  const ownerToken = await tokenOf(page, owner);
  const created = await page.request.post('/api/prompts', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {
      title: 'Quarterly campaign brief',
      content: 'Write a campaign brief for [product] aimed at [audience].',
      categories: ['Writing'],
      tags: ['email'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await signInViaApi(page, owner);
  await page.goto(`/myprompts/${id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share prompt' });
  await dialog.getByRole('radio', { name: /^Private/ }).check();
  await dialog.getByLabel('Add people or groups').fill(groupName.slice(0, 9));
  await dialog.getByRole('button', { name: `${groupName}, group` }).click();
  await dialog.getByLabel(`Access of ${groupName}`).selectOption('Can edit');
  await screenshot(page, 'sharing-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sharing saved')).toBeVisible();
  await expect(page.getByText(`Shared with ${groupName}`).first()).toBeVisible();

  // A colleague finds it under Shared with me, and edits it.
  const colleaguePage = await newBrowserPage();
  await signInViaApi(colleaguePage, colleague);
  await colleaguePage.goto('/main');
  await colleaguePage.getByRole('button', { name: /Account menu/ }).click();
  await colleaguePage.getByRole('menuitem', { name: 'Shared with me' }).click();
  await expect(colleaguePage).toHaveURL(/\/promptslist\/shared$/);
  // An editor's card opens the editor, as the owner's own cards do.
  await colleaguePage.getByRole('link', { name: 'Quarterly campaign brief' }).first().click();
  await expect(colleaguePage).toHaveURL(new RegExp(`/myprompts/edit/${id}$`));
  await colleaguePage.getByLabel('Title').fill('Quarterly campaign brief, reviewed');
  await colleaguePage.getByRole('button', { name: 'Update Prompt' }).click();
  await expect(colleaguePage.getByText('Prompt updated successfully')).toBeVisible();
  // Its detail offers Edit as to the owner, but not Share: who sees it is the owner's to say.
  await colleaguePage.goto(`/myprompts/${id}`);
  await expect(colleaguePage.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(colleaguePage.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  const read = await page.request.get(`/api/prompts/${id}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(((await read.json()) as { title: string }).title).toBe('Quarterly campaign brief, reviewed');
  await screenshot(colleaguePage, 'sharing-shared-with-me');

  // Someone outside the group meets the not-found screen, as for a prompt that does not exist.
  const strangerPage = await newBrowserPage();
  await signInViaApi(strangerPage, stranger);
  await strangerPage.goto(`/explorer/prompt/${id}`);
  await expect(strangerPage.getByRole('heading', { name: 'Prompt not found' })).toBeVisible();
});
