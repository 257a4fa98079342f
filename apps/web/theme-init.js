// Sets the theme on <html> before the first paint, so a dark page never flashes light. The build puts
// it inline at the top of index.html (inline-head.ts); the server's Content-Security-Policy allows it
// by its hash.
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
