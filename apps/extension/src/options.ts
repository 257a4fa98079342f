// The options page: the server's address and a personal access token, kept only once GET /auth/me
// accepts them, with a message that says what to fix when it does not.
import { fetchMe, ServerError, UnreachableError } from './lib/api.ts';
import { byId } from './lib/dom.ts';
import { MSG } from './lib/messages.ts';
import { normaliseServerUrl, readConnection, saveConnection } from './lib/settings.ts';

const form = byId<HTMLFormElement>('options-form');
const urlInput = byId<HTMLInputElement>('server-url');
const tokenInput = byId<HTMLInputElement>('token');
const save = byId<HTMLButtonElement>('save');
const status = byId('options-status');

function show(text: string, tone: 'success' | 'error' | '') {
  status.textContent = text;
  status.className = `status ${tone}`;
}

void readConnection().then((connection) => {
  if (!connection) return;
  urlInput.value = connection.serverUrl;
  tokenInput.value = connection.token;
  if (connection.username) show(MSG.connected(connection.username), 'success');
});

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const serverUrl = normaliseServerUrl(urlInput.value);
  const token = tokenInput.value.trim();
  if (!serverUrl) return show(MSG.badAddress, 'error');
  if (!token) return show(MSG.tokenRequired, 'error');
  save.disabled = true;
  show('Checking…', '');
  try {
    const me = await fetchMe({ serverUrl, token });
    await saveConnection({ serverUrl, token, username: me.username });
    urlInput.value = serverUrl;
    show(MSG.connected(me.username), 'success');
  } catch (error) {
    if (error instanceof ServerError && error.status === 401) show(MSG.tokenRefused, 'error');
    else if (error instanceof UnreachableError || error instanceof ServerError) {
      show(MSG.unreachable(serverUrl), 'error');
    } else throw error;
  } finally {
    save.disabled = false;
  }
});
