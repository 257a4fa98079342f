// The reader's language for what the app writes into prompts ("[@today]", "[@now]"): the page's
// language, so the translations to come change it in one place (index.html's, then the chosen one).
export const readerLocale = (): string => document.documentElement.lang || navigator.language || 'en';
