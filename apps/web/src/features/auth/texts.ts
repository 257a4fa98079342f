// The texts of the sign-in, registration and recovery screens that are not the API's own (those are
// the contract's ACCOUNT_MSG, shown as the server sends them). Keyed by where they are shown.
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from '@prompt-lib/contract';

export const AUTH_TEXT = {
  login: {
    forgotPassword: 'Forgot password?',
    or: 'or',
    adminPassword: 'Administrators can still sign in with a password',
  },
  sso: {
    button: (name: string) => `Sign in with ${name}`,
    signingIn: 'Signing you in…',
  },
  verifyNotice: {
    resend: 'Resend the link',
    resent: (email: string) =>
      `We have sent a new link to ${email}. It works for ${VERIFY_LINK_HOURS} hours.`,
  },
  register: {
    invitedBy: (name: string) => `Invited by ${name}`,
    invited: 'You have been invited to Prompt Lib',
    invitationEmail: 'The invitation is for this address.',
    checkEmailTitle: 'Check your e-mail',
    checkEmail: (email: string) =>
      `We have sent a link to ${email}. Open it to verify your address, then sign in.`,
  },
  forgot: {
    title: 'Forgot your password?',
    subtitle: 'Enter the e-mail address of your account and we will send you a link to choose a new one.',
    submit: 'Send reset link',
    sent: (email: string) =>
      `If an account exists for ${email}, we have sent a link to reset its password. It works for ${RESET_LINK_MINUTES} minutes.`,
    noEmail: 'E-mail is not set up on this server. Ask an administrator for a reset link.',
    footer: 'Remembered it?',
  },
  reset: {
    title: 'Choose a new password',
    subtitle: 'Your other sessions end when the password changes.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    done: 'Your password has been changed. Sign in with it.',
    newLink: 'Ask for a new link',
  },
  verify: {
    title: 'Verify your e-mail',
    subtitle: 'One click and your account is ready.',
    working: 'Verifying your e-mail address…',
    done: 'Your e-mail address is verified. You can sign in now.',
  },
  signIn: 'Sign in',
} as const;
