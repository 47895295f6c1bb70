// `chalk` for the harness's Jest packages (jest-matcher-utils, jest-diff, jest-message-util,
// jest-util each bundle their own copy otherwise): the sandbox never prints colours, so every
// style is the same chainable function that joins its arguments. One tiny module instead of
// four copies of chalk, ansi-styles and color-convert evaluated in every fresh context.
type Style = ((...text: unknown[]) => string) & { [name: string]: Style };

const style: Style = new Proxy(
  function plain(...text: unknown[]) {
    return text.join(' ');
  } as Style,
  {
    get: (target, key) =>
      key === 'level' ? 0 : key === 'supportsColor' ? false : key in target ? target[key as string] : style,
  },
);

export const level = 0;
export const supportsColor = false;
export const {
  reset,
  bold,
  dim,
  italic,
  underline,
  inverse,
  hidden,
  strikethrough,
  visible,
  black,
  red,
  green,
  yellow,
  blue,
  magenta,
  cyan,
  white,
  gray,
  grey,
  blackBright,
  redBright,
  greenBright,
  yellowBright,
  blueBright,
  magentaBright,
  cyanBright,
  whiteBright,
  bgBlack,
  bgRed,
  bgGreen,
  bgYellow,
  bgBlue,
  bgMagenta,
  bgCyan,
  bgWhite,
  bgGray,
  bgGrey,
  bgBlackBright,
  bgRedBright,
  bgGreenBright,
  bgYellowBright,
  bgBlueBright,
  bgMagentaBright,
  bgCyanBright,
  bgWhiteBright,
  rgb,
  hex,
  keyword,
  bgRgb,
  bgHex,
  bgKeyword,
} = new Proxy({} as Record<string, Style>, { get: () => style });
export default style;
