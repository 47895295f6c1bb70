// Wrong: the textbook formulas half-remembered. Saturation is always d / (max + min), which is
// only right for colors with l <= 50 %, and the red-sector hue is (g - b) / d without wrapping,
// so pinks and magentas get a negative hue. Everything else is right.
function hexToRgb(hex) {
  const match = typeof hex === 'string' ? /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex) : null;
  if (!match) throw new TypeError(`Invalid hex color: ${String(hex)}`);
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join(''); // 'f80' -> 'ff8800'
  const byte = (i) => parseInt(digits.slice(i, i + 2), 16);
  const a = digits.length === 8 ? Math.round((byte(6) / 255) * 1000) / 1000 : 1;
  return { r: byte(0), g: byte(2), b: byte(4), a };
}

function checkChannel(value, name, max) {
  if (typeof value !== 'number' || Number.isNaN(value)) throw new TypeError(`${name} must be a number`);
  if (value < 0 || value > max) throw new RangeError(`${name} must be between 0 and ${max}`);
  return value;
}

function checkColor(color, names, maxima) {
  if (color === null || typeof color !== 'object') throw new TypeError('color must be an object');
  names.forEach((name, i) => checkChannel(color[name], name, maxima[i]));
  return color.a === undefined ? 1 : checkChannel(color.a, 'a', 1);
}

function rgbToHex(rgb) {
  const a = checkColor(rgb, ['r', 'g', 'b'], [255, 255, 255]);
  const hex2 = (n) => Math.round(n).toString(16).padStart(2, '0');
  const hex = `#${hex2(rgb.r)}${hex2(rgb.g)}${hex2(rgb.b)}`;
  return a < 1 ? hex + hex2(a * 255) : hex;
}

function rgbToHsl(rgb) {
  const a = checkColor(rgb, ['r', 'g', 'b'], [255, 255, 255]);
  const r = rgb.r / 255;
  const g = rgb.g / 255;
  const b = rgb.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = d / (max + min);
    if (max === r) h = (g - b) / d;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  const round1 = (x) => Math.round(x * 10) / 10;
  return { h: round1(h) % 360, s: round1(s * 100), l: round1(l * 100), a };
}

function hslToRgb(hsl) {
  if (hsl === null || typeof hsl !== 'object') throw new TypeError('color must be an object');
  if (typeof hsl.h !== 'number' || !Number.isFinite(hsl.h)) throw new TypeError('h must be a finite number');
  const a = checkColor(hsl, ['s', 'l'], [100, 100]);
  const h = ((hsl.h % 360) + 360) % 360; // any angle: -90 -> 270, 720 -> 0
  const s = hsl.s / 100;
  const l = hsl.l / 100;
  const c = (1 - Math.abs(2 * l - 1)) * s; // chroma
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  const to255 = (v) => Math.round((v + m) * 255);
  return { r: to255(r), g: to255(g), b: to255(b), a };
}
