interface Todo {
  title: string;
  description: string;
  done: boolean;
}

// keeps one property
type PickOne = Expect<Equal<MyPick<Todo, 'title'>, { title: string }>>;

// keeps several properties
type PickTwo = Expect<Equal<MyPick<Todo, 'title' | 'done'>, { title: string; done: boolean }>>;

// keeps every property when every key is given
type PickAll = Expect<Equal<MyPick<Todo, keyof Todo>, Todo>>;

// refuses a key that T does not have
// @ts-expect-error
type PickMissing = MyPick<Todo, 'priority'>;
