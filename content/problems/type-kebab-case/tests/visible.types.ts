// puts a dash before each inner capital of a camelCase name
type Camel = Expect<Equal<KebabCase<'backgroundColor'>, 'background-color'>>;

// does not start with a dash for a PascalCase name
type Pascal = Expect<Equal<KebabCase<'UserProfileCard'>, 'user-profile-card'>>;

// leaves a lower-case word alone
type OneWord = Expect<Equal<KebabCase<'button'>, 'button'>>;

// gives the empty string for the empty string
type EmptyString = Expect<Equal<KebabCase<''>, ''>>;
