// puts a dash before each inner capital of a camelCase name
type Camel = Expect<Equal<KebabCase<'backgroundColor'>, 'background-color'>>;

// does not start with a dash for a PascalCase name
type Pascal = Expect<Equal<KebabCase<'UserProfileCard'>, 'user-profile-card'>>;

// leaves a lower-case word alone
type OneWord = Expect<Equal<KebabCase<'button'>, 'button'>>;

// gives the empty string for the empty string
type EmptyString = Expect<Equal<KebabCase<''>, ''>>;

// lower-cases a single capital letter
type SingleCapital = Expect<Equal<KebabCase<'X'>, 'x'>>;

// separates every letter of consecutive capitals
type Capitals = Expect<Equal<KebabCase<'ABC'>, 'a-b-c'>>;

// leaves a string that is already kebab-case as it is
type AlreadyKebab = Expect<Equal<KebabCase<'max-width'>, 'max-width'>>;

// keeps digits, and starts a word at a capital after a digit
type Digits = Expect<Equal<KebabCase<'h1Title'>, 'h1-title'>>;

// adds no dash before an underscore, which has no case
type Underscore = Expect<Equal<KebabCase<'snake_case'>, 'snake_case'>>;

// converts each member of a union
type UnionInput = Expect<Equal<KebabCase<'fontSize' | 'LineHeight'>, 'font-size' | 'line-height'>>;

// leaves the wide string type as string
type WideString = Expect<Equal<KebabCase<string>, string>>;

// refuses a type that is not a string
// @ts-expect-error
type NotAString = KebabCase<['fontSize']>;
