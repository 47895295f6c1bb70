// Prints the Pothos schema to schema/schema.graphql (the checked-in contract).
// `--check` exits non-zero when the file is stale instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../server/src/schema';

const target = new URL('../schema/schema.graphql', import.meta.url);
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== printed) {
    console.error('schema/schema.graphql is stale: run `npm run schema:print`.');
    process.exit(1);
  }
  console.log('schema/schema.graphql is up to date.');
} else {
  writeFileSync(target, printed);
  console.log('wrote schema/schema.graphql');
}
