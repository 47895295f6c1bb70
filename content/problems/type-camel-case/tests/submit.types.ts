// converts a kebab-case name
type Kebab = Expect<Equal<CamelCase<'background-color'>, 'backgroundColor'>>;

// converts a snake_case name with several words
type Snake = Expect<Equal<CamelCase<'created_at_time'>, 'createdAtTime'>>;

// leaves a single lower-case word alone
type OneWord = Expect<Equal<CamelCase<'title'>, 'title'>>;

// lower-cases a SCREAMING_SNAKE_CASE constant
type Screaming = Expect<Equal<CamelCase<'MAX_RETRY_COUNT'>, 'maxRetryCount'>>;

// gives the empty string for the empty string
type EmptyString = Expect<Equal<CamelCase<''>, ''>>;

// converts a name that mixes both separators
type MixedSeparators = Expect<Equal<CamelCase<'user_id-list'>, 'userIdList'>>;

// converts every separator, not only the first
type ManyWords = Expect<Equal<CamelCase<'a-b-c-d'>, 'aBCD'>>;

// keeps digits and drops the separators around them
type Digits = Expect<Equal<CamelCase<'level-2-boss'>, 'level2Boss'>>;

// treats repeated separators as one
type Repeated = Expect<Equal<CamelCase<'read__only'>, 'readOnly'>>;

// drops a separator at the end
type Trailing = Expect<Equal<CamelCase<'draft_'>, 'draft'>>;

// lower-cases the letters of a word in upper case in the middle of a name
type UpperWord = Expect<Equal<CamelCase<'x-API-key'>, 'xApiKey'>>;

// converts each member of a union
type UnionInput = Expect<Equal<CamelCase<'font-size' | 'line_height'>, 'fontSize' | 'lineHeight'>>;

// refuses a type that is not a string
// @ts-expect-error
type NotAString = CamelCase<{ name: 'font-size' }>;
