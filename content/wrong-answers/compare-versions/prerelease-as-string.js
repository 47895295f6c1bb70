// Wrong: handles the release and "no pre-release is newer" correctly, but compares the whole
// pre-release as one string, so numeric identifiers are compared as text ('beta.11' < 'beta.2',
// 'beta.01' != 'beta.1'); release numbers use Number() and lose precision beyond 2^53.
function compareVersions(a, b) {
  const pattern = /^[vV]?(\d+(?:\.\d+)*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
  const parse = (v) => {
    const m = typeof v === 'string' && pattern.exec(v);
    if (!m) throw new TypeError(`Invalid version: ${v}`);
    return { release: m[1].split('.').map(Number), pre: m[2] ?? '' };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.release.length, y.release.length); i++) {
    const d = (x.release[i] ?? 0) - (y.release[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === '') return 1;
  if (y.pre === '') return -1;
  return x.pre < y.pre ? -1 : 1;
}
