// Runs before the app bundle: applies the stored theme (or the OS preference) to <html>
// so dark-mode users never see a light flash. Mirrors src/theme/theme.ts; keep in sync.
(function () {
  var theme;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
