interface Settings {
  theme: string;
  editor: {
    fontSize: number;
    wordWrap: boolean;
  };
}

interface Account {
  readonly id: number;
  nickname?: string;
  billing: {
    card: {
      last4: string;
      expires: { month: number; year: number };
    } | null;
  };
  onChange: (field: string) => boolean;
}

// makes top-level properties optional
type TopLevel = Expect<Equal<DeepPartial<{ theme: string; volume: number }>, { theme?: string; volume?: number }>>;

// makes nested properties optional too
type Nested = Expect<Equal<DeepPartial<Settings>, { theme?: string; editor?: { fontSize?: number; wordWrap?: boolean } }>>;

// leaves a primitive as it is
type Primitive = Expect<Equal<DeepPartial<string>, string>>;

// keeps a method as it is instead of mapping over it
type Method = Expect<Equal<DeepPartial<{ save: (path: string) => void }>, { save?: (path: string) => void }>>;

// keeps readonly on a property it makes optional
type KeepsReadonly = Expect<Equal<DeepPartial<{ readonly id: number }>, { readonly id?: number }>>;

// reaches three levels down through a union with null
type ThroughNull = Expect<Equal<
  DeepPartial<Account>['billing'],
  { card?: { last4?: string; expires?: { month?: number; year?: number } } | null } | undefined
>>;

// keeps a property that was already optional optional
type AlreadyOptional = Expect<Equal<DeepPartial<Account>['nickname'], string | undefined>>;

// keeps the function property of a nested type callable as before
type FunctionProperty = Expect<Equal<DeepPartial<Account>['onChange'], ((field: string) => boolean) | undefined>>;

// gives an empty object type for an empty object type
type Empty = Expect<Equal<DeepPartial<{}>, {}>>;

// leaves unknown as unknown
type Unknown = Expect<Equal<DeepPartial<unknown>, unknown>>;

// leaves null and undefined alone
type Nullish = Expect<Equal<DeepPartial<null | undefined>, null | undefined>>;

// is not any for an object
type NotAnyResult = Expect<NotAny<DeepPartial<Settings>>>;
