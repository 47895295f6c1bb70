// Wrong: converts with toString(16) without padding (8 becomes '8', so { r: 0, g: 8, b: 15 }
// is written '#08f'), truncates with Math.floor instead of rounding, drops alpha when writing hex,
// does not round the alpha it reads, and rgbToHex, rgbToHsl and hslToRgb do not validate their input.
function hexToRgb(hex) {
  if (typeof hex !== 'string' || !/^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) throw new TypeError('Invalid hex');
  let digits = hex.replace('#', '');
  if (digits.length <= 4) digits = digits.replace(/./g, '$&$&');
  const byte = (i) => parseInt(digits.slice(i, i + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
}

function rgbToHex({ r, g, b }) {
  return `#${[r, g, b].map((n) => Math.floor(n).toString(16)).join('')}`;
}

function rgbToHsl({ r, g, b, a = 1 }) {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (d) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === r) h = ((g - b) / d + 6) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return { h: Math.floor(h), s: Math.floor(s * 100), l: Math.floor(l * 100), a };
}

function hslToRgb({ h, s, l, a = 1 }) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return { r: Math.floor((r + m) * 255), g: Math.floor((g + m) * 255), b: Math.floor((b + m) * 255), a };
}
