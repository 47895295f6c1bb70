interface AddItem {
  type: 'add';
  sku: string;
  quantity: number;
}

interface RemoveItem {
  type: 'remove';
  sku: string;
}

interface ClearCart {
  type: 'clear';
}

type CartAction = AddItem | RemoveItem | ClearCart;

type Packet =
  | { readonly type: 1; payload: Uint8Array }
  | { readonly type: 2; ack?: number }
  | { readonly type: 3; reason: string; retry: boolean };

type Toggle = { type: true; on: () => void } | { type: false; off: () => void };

// finds the member with the given type
type FindsAdd = Expect<Equal<LookUp<CartAction, 'add'>, AddItem>>;

// finds a member without other fields
type FindsClear = Expect<Equal<LookUp<CartAction, 'clear'>, ClearCart>>;

// finds several members for a union of types
type FindsTwo = Expect<Equal<LookUp<CartAction, 'add' | 'remove'>, AddItem | RemoveItem>>;

// finds every member when every type is given
type FindsAll = Expect<Equal<LookUp<CartAction, CartAction['type']>, CartAction>>;

// finds nothing for an empty union of types
type FindsNone = Expect<Equal<LookUp<CartAction, never>, never>>;

// works with numeric discriminants and keeps readonly and optional fields
type Numeric = Expect<Equal<LookUp<Packet, 2>, { readonly type: 2; ack?: number }>>;

// works with boolean discriminants
type BooleanTag = Expect<Equal<LookUp<Toggle, true>, { type: true; on: () => void }>>;

// works on a union of one member
type OneMember = Expect<Equal<LookUp<RemoveItem, 'remove'>, RemoveItem>>;

// is not any
type NotAnyResult = Expect<NotAny<LookUp<CartAction, 'add'>>>;

// refuses a type that no member has
// @ts-expect-error
type Unknown = LookUp<CartAction, 'checkout'>;

// refuses a discriminant of the wrong kind
// @ts-expect-error
type WrongKind = LookUp<Packet, '1'>;

// refuses a union without a type field
// @ts-expect-error
type NoTypeField = LookUp<{ kind: 'a' } | { kind: 'b' }, 'a'>;
