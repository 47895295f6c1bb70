// Wrong: a typical first attempt. The caret always allows everything below the next major (so
// ^0.2.3 accepts 0.9.0), a partial version after an operator is padded with zeros (<=1.2 means
// <=1.2.0, ~1 means ~1.0.0), and pre-release tags are cut off instead of applying the pre-release
// rule, so 1.2.4-beta.1 satisfies >=1.2.3 and 2.0.0-rc.1 is never compared as a pre-release.
function satisfies(version, range) {
  const parse = (v) => {
    const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-[\w.-]+)?(?:\+[\w.-]+)?$/.exec(v);
    if (!m) throw new TypeError('Invalid version');
    return [Number(m[1]), Number(m[2]), Number(m[3])];
  };
  const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const known = (text) => {
    const parts = text.replace(/^v/, '').split(/[-+]/)[0].split('.');
    const nums = [];
    for (const p of parts) {
      if (/^[xX*]$/.test(p)) break;
      if (!/^\d+$/.test(p)) throw new TypeError('Invalid range');
      nums.push(Number(p));
    }
    return nums;
  };
  const full = (nums) => [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0];
  const v = parse(version);

  const one = (token) => {
    const [, op = '', rest] = /^(<=|>=|<|>|=|\^|~)?(.*)$/.exec(token);
    const nums = known(rest);
    const c = cmp(v, full(nums));
    if (op === '^') return c >= 0 && v[0] === full(nums)[0];
    if (op === '~') return c >= 0 && v[0] === full(nums)[0] && v[1] === full(nums)[1];
    if (op === '>') return c > 0;
    if (op === '>=') return c >= 0;
    if (op === '<') return c < 0;
    if (op === '<=') return c <= 0;
    return nums.every((n, i) => v[i] === n);
  };

  return range.split('||').some((set) => {
    const tokens = set.trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 3 && tokens[1] === '-') {
      return cmp(v, full(known(tokens[0]))) >= 0 && cmp(v, full(known(tokens[2]))) <= 0;
    }
    return tokens.every(one);
  });
}
