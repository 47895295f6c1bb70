interface AppConfig {
  retries: number;
  server: {
    host: string;
    port: number;
    tls: { enabled: boolean; cert?: string };
  };
}

// reads a top-level key
type TopLevel = Expect<Equal<Get<AppConfig, 'retries'>, number>>;

// follows a path two levels down
type TwoLevels = Expect<Equal<Get<AppConfig, 'server.host'>, string>>;

// follows a path three levels down
type ThreeLevels = Expect<Equal<Get<AppConfig, 'server.tls.enabled'>, boolean>>;

// gives never for a key that does not exist
type Missing = Expect<Equal<Get<AppConfig, 'database'>, never>>;
