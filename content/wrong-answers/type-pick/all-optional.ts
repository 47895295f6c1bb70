// Refuses missing keys, but makes every picked property optional.
type MyPick<T, K extends keyof T> = { [P in K]?: T[P] };
