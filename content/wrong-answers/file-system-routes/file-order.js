// Wrong: tries routes in file order (a dynamic page can swallow a static one), and a catch-all
// also matches zero segments.
function createFileRouter(files) {
  const routes = files.map((file) => {
    const parts = file.replace(/\.(js|jsx|ts|tsx|vue)$/, '').split('/').filter((p) => p !== 'index');
    return { file, parts };
  });
  return function match(url) {
    const segments = url.split('?')[0].split('/').filter(Boolean);
    for (const route of routes) {
      const params = {};
      let ok = true;
      for (let i = 0; i < route.parts.length; i++) {
        const part = route.parts[i];
        const rest = /^\[+\.\.\.(\w+)\]+$/.exec(part);
        if (rest) {
          params[rest[1]] = segments.slice(i);
          i = Infinity;
          break;
        }
        const dynamic = /^\[(\w+)\]$/.exec(part);
        if (segments[i] === undefined) ok = false;
        else if (dynamic) params[dynamic[1]] = segments[i];
        else if (part !== segments[i]) ok = false;
        if (!ok) break;
      }
      const hasRest = route.parts.some((p) => p.includes('...'));
      if (ok && (hasRest || segments.length === route.parts.length)) return { file: route.file, params };
    }
    return null;
  };
}
