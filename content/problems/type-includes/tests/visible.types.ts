// finds an element that is there
type HasReact = Expect<Equal<Includes<['vue', 'react', 'svelte'], 'react'>, true>>;

// does not find an element that is missing
type NoAngular = Expect<Equal<Includes<['vue', 'react', 'svelte'], 'angular'>, false>>;

// gives false for an empty tuple
type EmptyTuple = Expect<Equal<Includes<[], 'vue'>, false>>;

// does not treat false as equal to boolean
type BooleanIsNotFalse = Expect<Equal<Includes<[boolean, 0], false>, false>>;
