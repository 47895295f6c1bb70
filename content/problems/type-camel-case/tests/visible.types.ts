// converts a kebab-case name
type Kebab = Expect<Equal<CamelCase<'background-color'>, 'backgroundColor'>>;

// converts a snake_case name with several words
type Snake = Expect<Equal<CamelCase<'created_at_time'>, 'createdAtTime'>>;

// leaves a single lower-case word alone
type OneWord = Expect<Equal<CamelCase<'title'>, 'title'>>;

// lower-cases a SCREAMING_SNAKE_CASE constant
type Screaming = Expect<Equal<CamelCase<'MAX_RETRY_COUNT'>, 'maxRetryCount'>>;
