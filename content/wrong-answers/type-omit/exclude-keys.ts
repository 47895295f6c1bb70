// Maps over Exclude<keyof T, K> directly, which keeps the right keys but loses readonly and optional.
type MyOmit<T, K extends keyof T> = { [P in Exclude<keyof T, K>]: T[P] };
