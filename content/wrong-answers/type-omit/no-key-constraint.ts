// Drops the right keys but never refuses a key T does not have.
type MyOmit<T, K> = { [P in keyof T as P extends K ? never : P]: T[P] };
