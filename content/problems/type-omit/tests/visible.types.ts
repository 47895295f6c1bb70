interface Ticket {
  id: number;
  subject: string;
  assignee: string;
  closed: boolean;
}

// drops one property
type OmitOne = Expect<Equal<MyOmit<Ticket, 'assignee'>, { id: number; subject: string; closed: boolean }>>;

// drops several properties
type OmitTwo = Expect<Equal<MyOmit<Ticket, 'assignee' | 'closed'>, { id: number; subject: string }>>;

// drops every property when every key is given
type OmitAll = Expect<Equal<MyOmit<Ticket, keyof Ticket>, {}>>;

// refuses a key that T does not have
// @ts-expect-error
type OmitMissing = MyOmit<Ticket, 'priority'>;
