interface Rgb {
  r: number;
  g: number;
  b: number;
  a?: number;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
  a?: number;
}

/** '#ff8800', '#f80', '#ff880080' or '#f808' (with or without '#') -> { r, g, b, a }. */
function hexToRgb(hex: string): Required<Rgb> {
  // TODO: implement
  throw new Error('Not implemented');
}

/** { r, g, b, a? } -> '#rrggbb', or '#rrggbbaa' when a < 1. */
function rgbToHex(rgb: Rgb): string {
  // TODO: implement
  throw new Error('Not implemented');
}

/** { r, g, b, a? } -> { h, s, l, a }: h in degrees [0, 360), s and l in percent. */
function rgbToHsl(rgb: Rgb): Required<Hsl> {
  // TODO: implement
  throw new Error('Not implemented');
}

/** { h, s, l, a? } -> { r, g, b, a } with integer channels. */
function hslToRgb(hsl: Hsl): Required<Rgb> {
  // TODO: implement
  throw new Error('Not implemented');
}
