// Wrong: expands carets, tildes, x-ranges and hyphen ranges correctly, but forgets the
// pre-release rule: a pre-release is compared like any other version, so 1.2.4-beta.1 satisfies
// >=1.2.3-beta.1, 1.2.3-beta satisfies * and >1.0.0, and a pre-release named in one || alternative
// is not kept to that alternative.
function satisfies(version, range) {
  const NUM = '0|[1-9]\\d*';
  const IDS = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*';
  const PART = `${NUM}|[xX*]`;
  const VERSION = new RegExp(`^v?(${NUM})\\.(${NUM})\\.(${NUM})(?:-(${IDS}))?(?:\\+${IDS})?$`);
  const PARTIAL = new RegExp(`^v?(${PART})(?:\\.(${PART})(?:\\.(${PART})(?:-(${IDS}))?(?:\\+${IDS})?)?)?$`);

  const make = (major, minor, patch, pre = []) => ({ major, minor, patch, pre });

  function parseVersion(text) {
    const m = typeof text === 'string' ? VERSION.exec(text) : null;
    if (!m) throw new TypeError(`Invalid version: ${String(text)}`);
    return make(Number(m[1]), Number(m[2]), Number(m[3]), m[4] ? m[4].split('.') : []);
  }

  // '1.2.x' -> { nums: [1, 2], pre: [] }: the numbers before the first wildcard or missing part
  function parsePartial(text) {
    const m = PARTIAL.exec(text);
    if (!m) throw new TypeError(`Invalid range: ${range}`);
    const parts = [m[1], m[2], m[3]].filter((p) => p !== undefined);
    const wild = parts.findIndex((p) => /^[xX*]$/.test(p));
    const nums = (wild === -1 ? parts : parts.slice(0, wild)).map(Number);
    if (wild !== -1 && parts.slice(wild).some((p) => !/^[xX*]$/.test(p))) throw new TypeError(`Invalid range: ${range}`);
    if (m[4] && nums.length < 3) throw new TypeError(`Invalid range: ${range}`);
    return { nums, pre: m[4] ? m[4].split('.') : [] };
  }

  function compareIds(a, b) {
    const an = /^\d+$/.test(a);
    const bn = /^\d+$/.test(b);
    if (an && bn) return Math.sign(Number(a) - Number(b));
    if (an !== bn) return an ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }

  function compare(a, b) {
    const release = Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
    if (release) return release;
    if (!a.pre.length || !b.pre.length) return Math.sign(b.pre.length - a.pre.length); // no pre-release is higher
    for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
      const r = compareIds(a.pre[i], b.pre[i]);
      if (r) return r;
    }
    return Math.sign(a.pre.length - b.pre.length);
  }

  const NEVER = { op: 'never' };
  const floor = ({ nums, pre }) => make(nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0, nums.length === 3 ? pre : []);
  // the first version after everything the partial covers, excluding its pre-releases: 1.2 -> 1.3.0-0
  const after = ({ nums }) => (nums.length === 1 ? make(nums[0] + 1, 0, 0, ['0']) : make(nums[0], nums[1] + 1, 0, ['0']));

  function comparators(op, p) {
    const n = p.nums.length;
    const [major, minor, patch] = p.nums;
    if (n === 0) return op === '<' || op === '>' ? [NEVER] : []; // '*': anything, '<*' / '>*': nothing
    switch (op) {
      case '':
      case '=':
        return n === 3 ? [{ op: '=', v: floor(p) }] : [{ op: '>=', v: floor(p) }, { op: '<', v: after(p) }];
      case '>':
        if (n === 3) return [{ op: '>', v: floor(p) }];
        return [{ op: '>=', v: n === 1 ? make(major + 1, 0, 0) : make(major, minor + 1, 0) }];
      case '>=':
        return [{ op: '>=', v: floor(p) }];
      case '<':
        return [{ op: '<', v: n === 3 ? floor(p) : make(major, minor ?? 0, 0, ['0']) }];
      case '<=':
        return [n === 3 ? { op: '<=', v: floor(p) } : { op: '<', v: after(p) }];
      case '~':
        return [{ op: '>=', v: floor(p) }, { op: '<', v: n === 1 ? make(major + 1, 0, 0, ['0']) : make(major, minor + 1, 0, ['0']) }];
      case '^': {
        let upper;
        if (major > 0 || n === 1) upper = make(major + 1, 0, 0, ['0']);
        else if (minor > 0 || n === 2) upper = make(0, minor + 1, 0, ['0']);
        else upper = make(0, 0, patch + 1, ['0']);
        return [{ op: '>=', v: floor(p) }, { op: '<', v: upper }];
      }
    }
  }

  function parseSet(text) {
    const tokens = text.trim().replace(/(<=|>=|<|>|=|\^|~)\s+/g, '$1').split(/\s+/).filter(Boolean);
    if (tokens.length === 3 && tokens[1] === '-') {
      const from = parsePartial(tokens[0]);
      const to = parsePartial(tokens[2]);
      const set = [];
      if (from.nums.length) set.push({ op: '>=', v: floor(from) });
      if (to.nums.length === 3) set.push({ op: '<=', v: floor(to) });
      else if (to.nums.length) set.push({ op: '<', v: after(to) });
      return set;
    }
    return tokens.flatMap((token) => {
      const [, op, rest] = /^(<=|>=|<|>|=|\^|~)?(.*)$/.exec(token);
      return comparators(op ?? '', parsePartial(rest));
    });
  }

  function test(set, v) {
    for (const c of set) {
      if (c.op === 'never') return false;
      const r = compare(v, c.v);
      const ok = { '=': r === 0, '>': r > 0, '>=': r >= 0, '<': r < 0, '<=': r <= 0 }[c.op];
      if (!ok) return false;
    }
    return true;
  }

  const v = parseVersion(version);
  if (typeof range !== 'string') throw new TypeError(`Invalid range: ${String(range)}`);
  const sets = range.split('||').map(parseSet); // parse every set first: an invalid one throws
  return sets.some((set) => test(set, v));
}
