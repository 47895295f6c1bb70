// Replace `any` with S without the spaces, newlines and tabs at its start and end.
type Trim<S> = any;
