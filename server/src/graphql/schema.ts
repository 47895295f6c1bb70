// Assembles the executable schema from every domain's GraphQL module.
import { lexicographicSortSchema } from 'graphql';
import '../problems/problems.graphql';
import '../books/books.graphql';
import '../search/search.graphql';
import { builder } from './builder';

export const schema = lexicographicSortSchema(builder.toSchema());
