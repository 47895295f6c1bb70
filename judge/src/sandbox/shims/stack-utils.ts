// `stack-utils` as jest-message-util uses it inside the sandbox: it parses a
// stack frame only to read the source file for a code frame (the sandbox has no files) and
// nothing else. A small stand-in instead
// of a library evaluated in every fresh context.
export default class StackUtils {
  static nodeInternals(): RegExp[] {
    return [];
  }
  parseLine(): null {
    return null;
  }
  clean(stack: string): string {
    return stack;
  }
}
