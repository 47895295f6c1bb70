interface Settings {
  theme: string;
  fontSize: number;
}

interface Workspace {
  name: string;
  owner: { id: number; email: string };
  members: { id: number; role: string }[];
}

// makes a flat object readonly
type Flat = Expect<Equal<DeepReadonly<Settings>, { readonly theme: string; readonly fontSize: number }>>;

// makes a nested object readonly
type Nested = Expect<Equal<DeepReadonly<Workspace>['owner'], { readonly id: number; readonly email: string }>>;

// makes arrays and their items readonly
type Arrays = Expect<Equal<DeepReadonly<Workspace>['members'], readonly { readonly id: number; readonly role: string }[]>>;

// leaves a primitive alone
type Primitive = Expect<Equal<DeepReadonly<string>, string>>;
