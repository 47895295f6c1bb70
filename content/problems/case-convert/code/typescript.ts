type CaseStyle = 'camel' | 'snake' | 'kebab';

/**
 * Converts an identifier written in camelCase, PascalCase, snake_case or kebab-case (or a mix)
 * to the target style.
 */
function convertCase(text: string, target: CaseStyle): string {
  // TODO: implement
  throw new Error('Not implemented');
}
