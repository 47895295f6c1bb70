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

// finds the member with the given type
type FindsAdd = Expect<Equal<LookUp<CartAction, 'add'>, AddItem>>;

// finds a member without other fields
type FindsClear = Expect<Equal<LookUp<CartAction, 'clear'>, ClearCart>>;

// finds several members for a union of types
type FindsTwo = Expect<Equal<LookUp<CartAction, 'add' | 'remove'>, AddItem | RemoveItem>>;

// refuses a type that no member has
// @ts-expect-error
type Unknown = LookUp<CartAction, 'checkout'>;
