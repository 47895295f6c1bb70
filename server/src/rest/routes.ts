// Every documented REST path, domain by domain.
import { bookRoutes } from '../books/books.routes';
import { problemRoutes } from '../problems/problems.routes';
import { searchRoutes } from '../search/search.routes';
import type { RestRoute } from './route-table';

export const restRoutes: RestRoute[] = [...bookRoutes, ...problemRoutes, ...searchRoutes];
