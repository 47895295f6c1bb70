// Picks the right properties but never refuses a key T does not have.
type MyPick<T, K> = { [P in K & keyof T]: T[P] };
