interface Settings {
  theme: 'light' | 'dark';
  fontSize: number;
  shortcuts: string[];
}

// makes every property readonly
type ReadonlySettings = Expect<
  Equal<MyReadonly<Settings>, { readonly theme: 'light' | 'dark'; readonly fontSize: number; readonly shortcuts: string[] }>
>;

// keeps the property types unchanged
type KeepsTypes = Expect<Equal<MyReadonly<Settings>['shortcuts'], string[]>>;

// gives an empty object for an empty object
type EmptyObject = Expect<Equal<MyReadonly<{}>, {}>>;

// is not the input type itself
type NotTheSame = Expect<NotEqual<MyReadonly<Settings>, Settings>>;
