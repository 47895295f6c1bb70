// Looks the whole path up as one key, so only top-level keys are ever found.
type Get<T, Path extends string> = Path extends keyof T ? T[Path] : never;
