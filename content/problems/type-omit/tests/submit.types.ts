interface Ticket {
  id: number;
  subject: string;
  assignee: string;
  closed: boolean;
}

const secret = Symbol('secret');

interface Account {
  readonly uuid: string;
  email?: string;
  readonly avatar?: { url: string; width: number };
  [secret]: string;
  rename(next: string): void;
}

// drops one property
type OmitOne = Expect<Equal<MyOmit<Ticket, 'assignee'>, { id: number; subject: string; closed: boolean }>>;

// drops several properties
type OmitTwo = Expect<Equal<MyOmit<Ticket, 'assignee' | 'closed'>, { id: number; subject: string }>>;

// drops every property when every key is given
type OmitAll = Expect<Equal<MyOmit<Ticket, keyof Ticket>, {}>>;

// keeps everything for an empty union of keys
type OmitNone = Expect<Equal<MyOmit<Ticket, never>, Ticket>>;

// keeps readonly on the remaining properties
type KeepsReadonly = Expect<Equal<MyOmit<Account, 'email' | 'avatar' | typeof secret | 'rename'>, { readonly uuid: string }>>;

// keeps optional on the remaining properties
type KeepsOptional = Expect<Equal<MyOmit<Account, 'uuid' | 'avatar' | typeof secret | 'rename'>, { email?: string }>>;

// keeps a property that is both readonly and optional
type KeepsBoth = Expect<Equal<MyOmit<Account, 'uuid' | 'email' | typeof secret | 'rename'>, { readonly avatar?: { url: string; width: number } }>>;

// drops a symbol key
type DropsSymbol = Expect<Equal<keyof MyOmit<Account, typeof secret>, 'uuid' | 'email' | 'avatar' | 'rename'>>;

// keeps a method
type KeepsMethod = Expect<Equal<MyOmit<Account, 'uuid' | 'email' | 'avatar' | typeof secret>, { rename(next: string): void }>>;

// is not any
type NotAnyResult = Expect<NotAny<MyOmit<Ticket, 'id'>>>;

// refuses a key that T does not have
// @ts-expect-error
type OmitMissing = MyOmit<Ticket, 'priority'>;

// refuses a union that holds one missing key
// @ts-expect-error
type OmitSomeMissing = MyOmit<Ticket, 'id' | 'priority'>;
