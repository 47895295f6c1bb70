type StyleValue = Record<string, unknown>;
type StyleProp = StyleValue | StyleProp[] | false | null | undefined | 0 | '';

/** One style object from a React Native style prop (objects, nested arrays, falsy values). */
function flattenStyle(style: StyleProp): StyleValue {
  // TODO: implement
  throw new Error('Not implemented');
}
