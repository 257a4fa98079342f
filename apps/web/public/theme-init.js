// Sets the theme on <html> before the first paint, so a dark page never flashes light. A file rather
// than an inline script because the Content-Security-Policy runs scripts from 'self' only.
// The choice is localStorage "theme" ('light' | 'dark'; anything else follows the system); src/lib/theme.ts
// writes it and keeps the class current afterwards.
(() => {
  let choice = null;
  try {
    choice = localStorage.getItem('theme');
  } catch {
    // Storage blocked: follow the system.
  }
  const dark =
    choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
