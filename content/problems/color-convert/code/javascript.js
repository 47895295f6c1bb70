/**
 * '#ff8800', '#f80', '#ff880080' or '#f808' (with or without '#') -> { r, g, b, a }.
 *
 * @param {string} hex
 * @returns {{ r: number, g: number, b: number, a: number }}
 */
function hexToRgb(hex) {
  // TODO: implement
}

/**
 * { r, g, b, a? } -> '#rrggbb', or '#rrggbbaa' when a < 1.
 *
 * @param {{ r: number, g: number, b: number, a?: number }} rgb
 * @returns {string}
 */
function rgbToHex(rgb) {
  // TODO: implement
}

/**
 * { r, g, b, a? } -> { h, s, l, a }: h in degrees [0, 360), s and l in percent.
 *
 * @param {{ r: number, g: number, b: number, a?: number }} rgb
 * @returns {{ h: number, s: number, l: number, a: number }}
 */
function rgbToHsl(rgb) {
  // TODO: implement
}

/**
 * { h, s, l, a? } -> { r, g, b, a } with integer channels.
 *
 * @param {{ h: number, s: number, l: number, a?: number }} hsl
 * @returns {{ r: number, g: number, b: number, a: number }}
 */
function hslToRgb(hsl) {
  // TODO: implement
}
