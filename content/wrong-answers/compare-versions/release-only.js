// Wrong: compares the release numbers correctly (numerically, missing parts as 0) but cuts off
// the pre-release and build, so '1.0.0-rc.1' equals '1.0.0' and 'alpha' equals 'beta'; numbers
// are converted with Number, so very long ones lose precision.
function compareVersions(a, b) {
  const parse = (v) => {
    if (typeof v !== 'string' || !/^[vV]?\d+(\.\d+)*([-+].+)?$/.test(v)) throw new TypeError(`Invalid version: ${v}`);
    return v.replace(/^[vV]/, '').split(/[-+]/)[0].split('.').map(Number);
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
