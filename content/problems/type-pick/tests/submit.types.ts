interface Todo {
  title: string;
  description: string;
  done: boolean;
}

interface Profile {
  readonly id: number;
  nickname?: string;
  tags: string[];
  [Symbol.iterator]: () => Iterator<string>;
}

// keeps one property
type PickOne = Expect<Equal<MyPick<Todo, 'title'>, { title: string }>>;

// keeps several properties
type PickTwo = Expect<Equal<MyPick<Todo, 'title' | 'done'>, { title: string; done: boolean }>>;

// keeps every property when every key is given
type PickAll = Expect<Equal<MyPick<Todo, keyof Todo>, Todo>>;

// keeps nothing for an empty union of keys
type PickNone = Expect<Equal<MyPick<Todo, never>, {}>>;

// keeps readonly
type PickReadonly = Expect<Equal<MyPick<Profile, 'id'>, { readonly id: number }>>;

// keeps optional
type PickOptional = Expect<Equal<MyPick<Profile, 'nickname'>, { nickname?: string }>>;

// keeps a symbol key
type PickSymbol = Expect<Equal<MyPick<Profile, typeof Symbol.iterator>, { [Symbol.iterator]: () => Iterator<string> }>>;

// is not any
type NotAnyResult = Expect<NotAny<MyPick<Todo, 'title'>>>;

// keeps the property types exactly
type PickArray = Expect<Equal<MyPick<Profile, 'tags'>['tags'], string[]>>;

// refuses a key that T does not have
// @ts-expect-error
type PickMissing = MyPick<Todo, 'priority'>;

// refuses a union that holds one missing key
// @ts-expect-error
type PickSomeMissing = MyPick<Todo, 'title' | 'priority'>;
