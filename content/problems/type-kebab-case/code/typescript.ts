// Replace `any` with a type that turns a camelCase or PascalCase string S into kebab-case.
type KebabCase<S extends string> = any;
