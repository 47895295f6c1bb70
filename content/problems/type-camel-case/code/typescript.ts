// Replace `any` with a type that turns a kebab-case or snake_case string S into camelCase.
type CamelCase<S extends string> = any;
