// The texts of the profile's bio hint (issue 29) and its Security and Danger zone sections (issue 27).
// The API's refusals are the contract's ACCOUNT_MSG, shown as the server sends them.

export const PROFILE_TEXT = {
  bioHint: 'Shown on your public profile, as plain text.',
  security: {
    title: 'Security',
    description: 'Your password, where you are signed in, and a copy of your data.',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordChanged: 'Your password has been changed',
    passwordNote: 'Changing it signs you out on your other devices.',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereNote:
      'Ends every session of your account, on every device and browser, this one included.',
    signOutEverywhereTitle: 'Sign out everywhere?',
    signOutEverywhereConfirm:
      'Every device and browser signed in to your account is signed out, this one included. You can sign in again at once.',
    signedOutEverywhere: 'Signed out on every device',
    downloadData: 'Download my data',
    downloadDataNote: 'A JSON file with your profile, your prompts, collections, saved prompts and ratings.',
  },
  danger: {
    title: 'Danger zone',
    description: 'Deleting your account cannot be undone.',
    deleteAccount: 'Delete account',
    dialogTitle: 'Delete your account?',
    whatGoes:
      'This deletes your profile, your prompts with their images, versions and ratings, your collections, saved prompts, ratings you gave, and access tokens. Usage records stay, without your name.',
    password: 'Password',
    ssoHint: 'If you sign in only with single sign-on, leave this empty.',
    confirm: 'Delete my account',
    deleted: 'Your account has been deleted',
    signInAgain: 'Sign in again',
  },
} as const;
