/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BookPage($link: String!) {\n    book(link: $link) {\n      id\n      link\n      title\n      description\n      icon\n      count\n      badges {\n        color\n        label {\n          en\n          zhCN\n        }\n      }\n      features {\n        icon\n        label {\n          en\n          zhCN\n        }\n      }\n      problems {\n        id\n        link\n        title\n        category\n        difficulty\n        minutes\n        statue\n        tags {\n          id\n          key\n          label\n        }\n      }\n    }\n  }\n": typeof types.BookPageDocument,
    "\n  query HomeBooks($first: Int!, $after: String) {\n    books(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          link\n          title\n          description\n          icon\n          count\n          badges {\n            color\n            label {\n              en\n              zhCN\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HomeBooksDocument,
    "\n  query ProblemPage($link: String!) {\n    problem(link: $link) {\n      id\n      link\n      title\n      describe\n      category\n      difficulty\n      minutes\n    }\n  }\n": typeof types.ProblemPageDocument,
};
const documents: Documents = {
    "\n  query BookPage($link: String!) {\n    book(link: $link) {\n      id\n      link\n      title\n      description\n      icon\n      count\n      badges {\n        color\n        label {\n          en\n          zhCN\n        }\n      }\n      features {\n        icon\n        label {\n          en\n          zhCN\n        }\n      }\n      problems {\n        id\n        link\n        title\n        category\n        difficulty\n        minutes\n        statue\n        tags {\n          id\n          key\n          label\n        }\n      }\n    }\n  }\n": types.BookPageDocument,
    "\n  query HomeBooks($first: Int!, $after: String) {\n    books(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          link\n          title\n          description\n          icon\n          count\n          badges {\n            color\n            label {\n              en\n              zhCN\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HomeBooksDocument,
    "\n  query ProblemPage($link: String!) {\n    problem(link: $link) {\n      id\n      link\n      title\n      describe\n      category\n      difficulty\n      minutes\n    }\n  }\n": types.ProblemPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookPage($link: String!) {\n    book(link: $link) {\n      id\n      link\n      title\n      description\n      icon\n      count\n      badges {\n        color\n        label {\n          en\n          zhCN\n        }\n      }\n      features {\n        icon\n        label {\n          en\n          zhCN\n        }\n      }\n      problems {\n        id\n        link\n        title\n        category\n        difficulty\n        minutes\n        statue\n        tags {\n          id\n          key\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookPage($link: String!) {\n    book(link: $link) {\n      id\n      link\n      title\n      description\n      icon\n      count\n      badges {\n        color\n        label {\n          en\n          zhCN\n        }\n      }\n      features {\n        icon\n        label {\n          en\n          zhCN\n        }\n      }\n      problems {\n        id\n        link\n        title\n        category\n        difficulty\n        minutes\n        statue\n        tags {\n          id\n          key\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBooks($first: Int!, $after: String) {\n    books(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          link\n          title\n          description\n          icon\n          count\n          badges {\n            color\n            label {\n              en\n              zhCN\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeBooks($first: Int!, $after: String) {\n    books(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          link\n          title\n          description\n          icon\n          count\n          badges {\n            color\n            label {\n              en\n              zhCN\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProblemPage($link: String!) {\n    problem(link: $link) {\n      id\n      link\n      title\n      describe\n      category\n      difficulty\n      minutes\n    }\n  }\n"): (typeof documents)["\n  query ProblemPage($link: String!) {\n    problem(link: $link) {\n      id\n      link\n      title\n      describe\n      category\n      difficulty\n      minutes\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;