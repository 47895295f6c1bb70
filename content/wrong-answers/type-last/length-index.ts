// Indexes a one-longer tuple with the old length: gives any for [] and a union after a leading rest part.
type Last<T extends readonly unknown[]> = [any, ...T][T['length']];
