// Runs before the app bundle so the first paint is already right: applies the stored theme
// ("light", "dark", or "system"/none → the OS preference) to <html>, sets <html lang> from the
// stored language (else the browser's, else Simplified Chinese) so CJK fonts are picked from
// the start. Mirrors src/theme/theme.ts and src/i18n/detectLocale.ts; keep them in sync.
// Then preloads the current route's page chunks when the build listed them (vite/route-preloads.ts).
(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var theme = read('theme');
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;

  var language = read('language');
  if (language !== 'en' && language !== 'zhCN') {
    var tags = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]) || [];
    language = 'zhCN';
    for (var i = 0; i < tags.length; i++) {
      var primary = String(tags[i] || '')
        .toLowerCase()
        .split(/[-_]/)[0];
      if (primary === 'en') {
        language = 'en';
        break;
      }
      if (primary === 'zh') {
        language = 'zhCN';
        break;
      }
    }
  }
  root.lang = language === 'zhCN' ? 'zh-CN' : 'en';

  try {
    var listed = JSON.parse(document.getElementById('route-preloads').textContent)[location.pathname] || [];
    for (var j = 0; j < listed.length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = listed[j];
      document.head.appendChild(link);
    }
  } catch {
    // no list (a development server): the router loads the page as usual
  }
})();
