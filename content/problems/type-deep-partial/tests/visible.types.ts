interface Settings {
  theme: string;
  editor: {
    fontSize: number;
    wordWrap: boolean;
  };
}

// makes top-level properties optional
type TopLevel = Expect<Equal<DeepPartial<{ theme: string; volume: number }>, { theme?: string; volume?: number }>>;

// makes nested properties optional too
type Nested = Expect<Equal<DeepPartial<Settings>, { theme?: string; editor?: { fontSize?: number; wordWrap?: boolean } }>>;

// leaves a primitive as it is
type Primitive = Expect<Equal<DeepPartial<string>, string>>;

// keeps a method as it is instead of mapping over it
type Method = Expect<Equal<DeepPartial<{ save: (path: string) => void }>, { save?: (path: string) => void }>>;
