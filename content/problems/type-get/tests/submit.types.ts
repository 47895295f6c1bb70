interface AppConfig {
  retries: number;
  server: {
    host: string;
    port: number;
    tls: { enabled: boolean; cert?: string };
  };
  stages: readonly ['build', 'test', 'deploy'];
  'log-level': 'debug' | 'info' | 'warn';
}

// reads a top-level key
type TopLevel = Expect<Equal<Get<AppConfig, 'retries'>, number>>;

// follows a path two levels down
type TwoLevels = Expect<Equal<Get<AppConfig, 'server.host'>, string>>;

// follows a path three levels down
type ThreeLevels = Expect<Equal<Get<AppConfig, 'server.tls.enabled'>, boolean>>;

// gives never for a key that does not exist
type Missing = Expect<Equal<Get<AppConfig, 'database'>, never>>;

// gives never when a nested key does not exist
type MissingNested = Expect<Equal<Get<AppConfig, 'server.user'>, never>>;

// gives never when the path goes on past a primitive
type PastPrimitive = Expect<Equal<Get<AppConfig, 'retries.value'>, never>>;

// gives a nested object whole
type WholeObject = Expect<Equal<Get<AppConfig, 'server.tls'>, { enabled: boolean; cert?: string }>>;

// includes undefined for an optional property
type OptionalLeaf = Expect<Equal<Get<AppConfig, 'server.tls.cert'>, string | undefined>>;

// reads a tuple element by its index
type TupleIndex = Expect<Equal<Get<AppConfig, 'stages.1'>, 'test'>>;

// reads a key that contains a dash
type DashedKey = Expect<Equal<Get<AppConfig, 'log-level'>, 'debug' | 'info' | 'warn'>>;

// gives never for the empty path
type EmptyPath = Expect<Equal<Get<AppConfig, ''>, never>>;

// gives never for a path that ends with a dot
type TrailingDot = Expect<Equal<Get<AppConfig, 'server.'>, never>>;

// gives the union of the values for a union of paths
type UnionOfPaths = Expect<Equal<Get<AppConfig, 'retries' | 'server.host'>, number | string>>;

// refuses a path that is not a string
// @ts-expect-error
type NumberPath = Get<AppConfig, 42>;
