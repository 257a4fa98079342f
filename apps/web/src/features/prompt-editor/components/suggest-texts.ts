// The texts of "Suggest an edit" (issue 29).

export const SUGGEST_TEXT = {
  button: 'Suggest an edit',
  title: 'Suggest an edit',
  description:
    'Change what you would improve. The owner sees your suggestion next to the current text and can accept it.',
  messageLabel: 'Message',
  messagePlaceholder: 'What did you change, and why?',
  send: 'Send Suggestion',
  sending: 'Sending...',
  cancel: 'Cancel',
  sent: 'Suggestion sent',
  sendFailed: 'Failed to send suggestion',
} as const;
