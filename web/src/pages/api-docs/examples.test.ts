// The API docs' examples explain fields in comments; a comment that names what a list holds must
// say what the schema says (the page once called Book.count [learning, done]; it is [total, completed]).
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../../schema/schema.graphql?raw';
import { EXAMPLES } from './ApiDocsPage';

const schema = buildSchema(schemaText);

describe('API docs examples', () => {
  it('explain Book.count as the schema describes it', () => {
    const book = schema.getType('Book');
    if (!isObjectType(book)) throw new Error('Book is not an object type');
    const described = book.getFields().count?.description;
    const comment = /^\s*count\s*#\s*(.+)$/m.exec(EXAMPLES.book)?.[1]?.trim();
    expect(comment).toBe(described);
  });
});
