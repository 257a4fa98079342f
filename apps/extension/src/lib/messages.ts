// The extension's texts, in the product's words (the options page's three answers are issue 30's).
export const MSG = {
  connected: (username: string) => `Connected as ${username}`,
  tokenRefused: 'This token was refused. Create a new one under Profile settings → Access tokens.',
  unreachable: (url: string) => `Could not reach ${url}. Check the address.`,
  badAddress: 'Enter the address of your Prompt Lib server, such as https://prompts.example.com',
  tokenRequired: 'Paste a personal access token',
  notConnected: 'Connect the extension to your Prompt Lib server to search your library.',
  noResults: 'No prompts match your search.',
  copied: 'Prompt copied to clipboard!',
  copyFailed: 'Failed to copy prompt content',
  noField: 'Click into a text field on the page first, or copy the prompt.',
  refused: 'The page did not take the text. Copy the prompt instead.',
  notAllowed: 'This page does not let extensions insert text. Copy the prompt instead.',
  unavailable: (texts: string) => `Some included prompts are not available to you: they show as ${texts}.`,
} as const;
