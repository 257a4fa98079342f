// The texts of the profile's bio hint (issue 29) and its Security and Danger zone sections (issue 27).
// The API's refusals are the contract's ACCOUNT_MSG, shown as the server sends them.
// Getters: each reading translates into the active language (issue 31).
import { t } from '@lingui/core/macro';

export const PROFILE_TEXT = {
  get bioHint() {
    return t`Shown on your public profile, as plain text.`;
  },
  security: {
    get title() {
      return t`Security`;
    },
    get description() {
      return t`Your password, where you are signed in, and a copy of your data.`;
    },
    get changePassword() {
      return t`Change password`;
    },
    get currentPassword() {
      return t`Current password`;
    },
    get newPassword() {
      return t`New password`;
    },
    get confirmPassword() {
      return t`Confirm new password`;
    },
    get passwordChanged() {
      return t`Your password has been changed`;
    },
    get passwordNote() {
      return t`Changing it signs you out on your other devices.`;
    },
    get signOutEverywhere() {
      return t`Sign out everywhere`;
    },
    get signOutEverywhereNote() {
      return t`Ends every session of your account, on every device and browser, this one included.`;
    },
    get signOutEverywhereTitle() {
      return t`Sign out everywhere?`;
    },
    get signOutEverywhereConfirm() {
      return t`Every device and browser signed in to your account is signed out, this one included. You can sign in again at once.`;
    },
    get signedOutEverywhere() {
      return t`Signed out on every device`;
    },
    get downloadData() {
      return t`Download my data`;
    },
    get downloadDataNote() {
      return t`A JSON file with your profile, your prompts, collections, saved prompts and ratings.`;
    },
  },
  danger: {
    get title() {
      return t`Danger zone`;
    },
    get description() {
      return t`Deleting your account cannot be undone.`;
    },
    get deleteAccount() {
      return t`Delete account`;
    },
    get dialogTitle() {
      return t`Delete your account?`;
    },
    get whatGoes() {
      return t`This deletes your profile, your prompts with their images, versions and ratings, your collections, saved prompts, ratings you gave, and access tokens. Usage records stay, without your name.`;
    },
    get password() {
      return t`Password`;
    },
    get ssoHint() {
      return t`If you sign in only with single sign-on, leave this empty.`;
    },
    get confirm() {
      return t`Delete my account`;
    },
    get deleted() {
      return t`Your account has been deleted`;
    },
    get signInAgain() {
      return t`Sign in again`;
    },
  },
} as const;
