// The texts of the sign-in, registration and recovery screens that are not the API's own (those are
// the contract's ACCOUNT_MSG, shown as the server sends them). Keyed by where they are shown.
// Getters and functions: each reading translates into the active language (issue 31), so read them
// during render, in a component that re-renders on a language change (useLingui).
import { plural, t } from '@lingui/core/macro';
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from '@prompt-lib/contract';

const verifyHours = VERIFY_LINK_HOURS;
const resetMinutes = RESET_LINK_MINUTES;

export const AUTH_TEXT = {
  login: {
    get forgotPassword() {
      return t`Forgot password?`;
    },
    get or() {
      return t({ message: 'or', comment: 'divider between the password form and the sign-in providers' });
    },
    get adminPassword() {
      return t`Administrators can still sign in with a password`;
    },
  },
  sso: {
    button: (name: string) => t`Sign in with ${name}`,
    get signingIn() {
      return t`Signing you in…`;
    },
  },
  verifyNotice: {
    get resend() {
      return t`Resend the link`;
    },
    resent: (email: string) =>
      t`We have sent a new link to ${email}. It works for ${plural(verifyHours, { one: '# hour', other: '# hours' })}.`,
  },
  register: {
    invitedBy: (name: string) => t`Invited by ${name}`,
    get invited() {
      return t`You have been invited to Prompt Lib`;
    },
    get invitationEmail() {
      return t`The invitation is for this address.`;
    },
    get checkEmailTitle() {
      return t`Check your e-mail`;
    },
    checkEmail: (email: string) =>
      t`We have sent a link to ${email}. Open it to verify your address, then sign in.`,
  },
  forgot: {
    get title() {
      return t`Forgot your password?`;
    },
    get subtitle() {
      return t`Enter the e-mail address of your account and we will send you a link to choose a new one.`;
    },
    get submit() {
      return t`Send reset link`;
    },
    sent: (email: string) =>
      t`If an account exists for ${email}, we have sent a link to reset its password. It works for ${plural(resetMinutes, { one: '# minute', other: '# minutes' })}.`,
    get noEmail() {
      return t`E-mail is not set up on this server. Ask an administrator for a reset link.`;
    },
    get footer() {
      return t`Remembered it?`;
    },
  },
  reset: {
    get title() {
      return t`Choose a new password`;
    },
    get subtitle() {
      return t`Your other sessions end when the password changes.`;
    },
    get newPassword() {
      return t`New password`;
    },
    get confirmPassword() {
      return t`Confirm new password`;
    },
    get submit() {
      return t`Change password`;
    },
    get done() {
      return t`Your password has been changed. Sign in with it.`;
    },
    get newLink() {
      return t`Ask for a new link`;
    },
  },
  verify: {
    get title() {
      return t`Verify your e-mail`;
    },
    get subtitle() {
      return t`One click and your account is ready.`;
    },
    get working() {
      return t`Verifying your e-mail address…`;
    },
    get done() {
      return t`Your e-mail address is verified. You can sign in now.`;
    },
  },
  get signIn() {
    return t`Sign in`;
  },
};
