// Validation and error texts of spec §5 and §8, word for word. Forms and the server both use these.
import { ACCESS_TOKENS_PER_USER } from './limits.ts';

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
} as const;

export const fileTooLarge = (name: string) => `File "${name}" is too large. Maximum size is 5MB`;
export const maxImages = (n: number) => `Maximum ${n} images allowed`;

/** Server texts the spec leaves open (DESIGN §4). */
export const SERVER_MSG = {
  invalidCredentials: 'Invalid email or password',
  registered: 'User registered successfully',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  adminOnly: 'Only admins can do this',
  promptNotFound: 'Prompt not found',
  categoryNotFound: 'Category not found',
  tagNotFound: 'Tag not found',
  imageNotFound: 'Image not found',
  userNotFound: 'User not found',
  categoryExists: 'A category with this name already exists',
  tagExists: 'A tag with this name already exists',
  unknownCategory: (name: string) => `Unknown category: ${name}`,
  unknownTag: (name: string) => `Unknown tag: ${name}`,
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
  internal: 'Internal Server Error',
} as const;
