// Sets the theme on <html> before the first paint, so a dark page never flashes light. A file rather
// than an inline script because the Content-Security-Policy runs scripts from 'self' only.
// The choice is localStorage "theme" ('light' | 'dark'; anything else follows the system); src/lib/theme.ts
// writes it and keeps the class current afterwards. Until the app has taken over the server's page
// (src/lib/first-render.ts), this script follows a change of the system setting itself.
(() => {
  const read = () => {
    try {
      return localStorage.getItem('theme');
    } catch {
      return null; // Storage blocked: follow the system.
    }
  };
  const media = matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const choice = read();
    const dark = choice === 'dark' || (choice !== 'light' && media.matches);
    document.documentElement.classList.toggle('dark', dark);
  };
  apply();
  media.addEventListener('change', apply);
})();
