// The extension's manifest, one source for both browsers. Chromium runs the background script as a
// service worker; Firefox (MV3 since 109, `scripting` and action popups alike) runs it as an event
// page from `background.scripts` and needs an add-on id of its own.
//
// Permissions, the fewest that do the job: `activeTab` + `scripting` reach the page only when the
// person opens the popup (toolbar button or shortcut) or picks the context menu entry, so the
// extension asks for no access to any site; `storage` keeps the connection; `contextMenus` the
// entry; `clipboardWrite` the Copy button. The server needs no host permission: it answers token
// calls from any origin (apps/server/src/plugins/cors.ts).
//
// Shortcut: Alt+Shift+P (Control+Shift+P on macOS). Ctrl+Shift+P / Command+Shift+P would open a
// private window in Firefox; people can change it at chrome://extensions/shortcuts or in Firefox's
// add-on manager (Manage Extension Shortcuts).
export type Browser = 'chromium' | 'firefox';

export const EXTENSION_VERSION = '1.0.0';
export const GECKO_ID = 'extension@prompt-lib.app';

export function manifestFor(browser: Browser) {
  return {
    manifest_version: 3,
    name: 'Prompt Lib',
    version: EXTENSION_VERSION,
    description:
      'Search your Prompt Lib library, fill in a prompt and insert it into the page, or save a selection as a draft.',
    action: { default_title: 'Prompt Lib', default_popup: 'popup.html' },
    options_ui: { page: 'options.html', open_in_tab: true },
    permissions: ['activeTab', 'scripting', 'storage', 'contextMenus', 'clipboardWrite'],
    commands: {
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+P', mac: 'MacCtrl+Shift+P' },
        description: 'Search Prompt Lib',
      },
    },
    ...(browser === 'chromium'
      ? { background: { service_worker: 'background.js' }, minimum_chrome_version: '120' }
      : {
          background: { scripts: ['background.js'] },
          browser_specific_settings: {
            gecko: {
              id: GECKO_ID,
              strict_min_version: '115.0',
              // What addons.mozilla.org asks of new add-ons: the extension sends nothing anywhere but to
              // the person's own server.
              data_collection_permissions: { required: ['none'] },
            },
          },
        }),
  };
}
