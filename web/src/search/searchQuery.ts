// The search palette: books then problems (with difficulty) for a text.

export const SEARCH_LIMIT = 8;

export { SearchPaletteDocument as SearchPaletteQuery } from '../gql/graphql';
