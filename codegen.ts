// GraphQL Code Generator: types and typed documents for the web app's operations.
// The output (web/src/gql/) is checked in so the web build never needs the schema;
// `npm run codegen:check` fails when it is stale against schema/schema.graphql.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  // Operations live in .graphql files beside the code that uses them; components import the
  // typed `…Document` from web/src/gql/graphql, which tree-shakes per page. (The graphql()
  // function would pull gql.ts's map of every document into the first chunk.)
  documents: ['web/src/**/*.graphql', 'web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  // A schema-only change must not fail because a document was removed elsewhere.
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Components read whole query results for now; masking can come with fragments.
        fragmentMasking: false,
      },
      config: {
        scalars: {
          DateTime: 'string',
          JSON: 'unknown',
        },
        useTypeImports: true,
        enumType: 'string-literal',
      },
    },
  },
};

export default config;
