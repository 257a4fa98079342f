// Business constants of spec §9. Server and web read them from here; no number is written twice.

export const AUTH_TOKEN_KEY = 'authToken';

export const LANDING_TRENDING_COUNT = 6;
export const LANDING_FEATURED_COUNT = 6;
export const LANDING_CATEGORY_COUNT = 8;
export const CARD_TAG_COUNT = 3;
export const CARD_PREVIEW_LENGTH = 150;

export const EXPLORER_PAGE_SIZE = 12;
export const EXPLORER_SKELETON_COUNT = 8;
export const EXPLORER_SENTINEL_THRESHOLD = 0.1;
export const SEARCH_DEBOUNCE_MS = 300;

export const DASHBOARD_SECTION_SIZE = 3;
export const DASHBOARD_STAT_SIZE = 1;
export const PROMPT_LIST_PAGE_SIZE = 10;

export const MAX_PROMPT_IMAGES = 5;
export const UPLOADER_DEFAULT_MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuse images that declare more pixels than this (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const RESIZE_LONG_SIDE_PX = 1200;
export const RESIZE_QUALITY = 0.8;

export const TOAST_DURATION_MS = 2000;
export const SWIPE_THRESHOLD_PX = 50;
export const AVATAR_INITIALS_MAX = 2;
export const RATING_DECIMALS = 1;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 1;
export const PROMPT_TITLE_MIN = 3;
export const PROMPT_CONTENT_MIN = 10;
export const NAME_MIN = 2;

/** Upper bounds the spec leaves open; chosen so no field can grow without limit. */
export const USERNAME_MAX = 50;
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 254;
export const PROMPT_TITLE_MAX = 200;
export const PROMPT_CONTENT_MAX = 20_000;
export const PREVIEW_TEXT_MAX = 500;
/** What an account says of itself on its public profile (issue 29). */
export const BIO_MAX = 500;
/** A comment's body (issue 29), after trimming. */
export const COMMENT_BODY_MAX = 2000;
export const NAME_MAX = 50;
export const DISPLAY_ORDER_MAX = 10_000;
export const IMAGE_URL_MAX = 500;
export const SEARCH_QUERY_MAX = 200;

/** Personal access tokens (for MCP clients and scripts). */
export const ACCESS_TOKEN_PREFIX = 'plib_';
export const ACCESS_TOKENS_PER_USER = 20;
export const ACCESS_TOKEN_NAME_MAX = 80;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export const MARKETING = { users: '10K+', prompts: '5K+', rating: '4.9/5' } as const;
export const LEGAL_NOTICE_DAYS = 30;
export const SUPPORT_EMAIL = 'support@promptlib.app';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const ACCEPTED_AVATAR_TYPES = [...ACCEPTED_IMAGE_TYPES, 'image/gif'] as const;
