type Status = 'idle' | 'loading' | 'success' | 'error';

// removes one member
type WithoutIdle = Expect<Equal<MyExclude<Status, 'idle'>, 'loading' | 'success' | 'error'>>;

// removes several members
type Finished = Expect<Equal<MyExclude<Status, 'idle' | 'loading'>, 'success' | 'error'>>;

// removes members by a wider type
type NotStrings = Expect<Equal<MyExclude<'a' | 1 | true, string>, 1 | true>>;

// gives never when every member is removed
type Nothing = Expect<Equal<MyExclude<Status, Status>, never>>;
