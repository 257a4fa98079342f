// Validation and error texts of spec §5 and §8, word for word. Forms and the server both use these.
import * as L from './limits.ts';
import { ACCESS_TOKENS_PER_USER } from './limits.ts';
import { template } from './message-template.ts';

export const MSG = {
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  passwordsMismatch: 'Passwords do not match',
  titleMin: 'Title must be at least 3 characters',
  contentMin: 'Content must be at least 10 characters',
  categoryRequired: 'Select at least one category',
  tagRequired: 'Select at least one tag',
  nameMin: 'Name must be at least 2 characters',
  displayOrder: 'Display order must be a positive number',
  invalidImageType: 'Please select valid image files (JPEG, PNG, WebP)',
  avatarTooLarge: 'File size must be less than 5MB',
  adminEmailLocked: 'Email cannot be changed for admin accounts',
  ratingValue: 'Rating must be a whole number from 1 to 5',
  tokenNameRequired: 'Give the token a name',
  tokenExpiry: 'The expiry must be a date in the future',
  usernameMax: `Username must be at most ${L.USERNAME_MAX} characters`,
  passwordMax: `Password must be at most ${L.PASSWORD_MAX} characters`,
  nameMax: `Name must be at most ${L.NAME_MAX} characters`,
  bioMax: `Bio must be at most ${L.BIO_MAX} characters`,
  titleMax: `Title must be at most ${L.PROMPT_TITLE_MAX} characters`,
  contentMax: `Content must be at most ${L.PROMPT_CONTENT_MAX} characters`,
  previewMax: `Preview text must be at most ${L.PREVIEW_TEXT_MAX} characters`,
  displayOrderMax: `Display order must be at most ${L.DISPLAY_ORDER_MAX}`,
  tokenNameMax: `Name must be at most ${L.ACCESS_TOKEN_NAME_MAX} characters`,
} as const;

export const fileTooLarge = template('File "{name}" is too large. Maximum size is 5MB', (name: string) => ({
  name,
}));
export const maxImages = template('Maximum {n} images allowed', (n: number) => ({ n }), { n: 'number' });

/** Server texts the spec leaves open (DESIGN §4). */
export const SERVER_MSG = {
  invalidCredentials: 'Invalid email or password',
  registered: 'User registered successfully',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  adminOnly: 'Only admins can do this',
  invalidJson: 'The request body is not valid JSON',
  invalidUrl: 'The request URL is not valid',
  routeNotFound: template('Route {method} {path} not found', (method: string, path: string) => ({
    method,
    path,
  })),
  promptNotFound: 'Prompt not found',
  categoryNotFound: 'Category not found',
  tagNotFound: 'Tag not found',
  imageNotFound: 'Image not found',
  userNotFound: 'User not found',
  categoryExists: 'A category with this name already exists',
  tagExists: 'A tag with this name already exists',
  unknownCategory: template('Unknown category: {name}', (name: string) => ({ name })),
  unknownTag: template('Unknown tag: {name}', (name: string) => ({ name })),
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  notAnImage: 'The file is not a valid image (JPEG, PNG, WebP or GIF)',
  imageTooLarge: 'File size must be less than 5MB',
  imageTooManyPixels: 'The image is too large in pixels',
  animatedAvatarOnly: 'Animated images can only be used as a profile picture. Choose a still image.',
  fileRequired: 'Choose an image file to upload',
  notSaved: 'This prompt is not in your saved prompts',
  cannotRateOwn: 'You cannot rate your own prompt',
  notRated: 'You have not rated this prompt',
  versionNotFound: 'Version not found',
  versionLabel: 'label must be "production", the only label a version can carry',
  versionQuery: 'version must be "production" or a version number',
  tokenNotFound: 'Access token not found',
  invalidToken: 'This access token is not valid: it may have been revoked or have expired',
  tooManyTokens: `You can have at most ${ACCESS_TOKENS_PER_USER} access tokens. Revoke one to create another.`,
  tokenCannotDoThis: 'An access token cannot do this. Sign in with your password instead.',
  commentNotFound: 'Comment not found',
  commentParentNotFound: 'parentId must be a comment on this prompt',
  replyToReply: 'Replies go one level deep: reply to the comment itself, not to a reply',
  languageCode:
    'Language must be a language code such as "en", "de" or "pt-BR" (two or three letters, optionally a region)',
  internal: 'Internal Server Error',
} as const;
