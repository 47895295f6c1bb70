// The route table, shared by the browser router (main.tsx) and memory routers in tests.
import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { BookPage } from '../pages/book/BookPage';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { RouteError } from './RouteError';
import { RouteFallback } from './RouteFallback';

// Split off: the workbench that will replace this page carries an editor and a runner.
const ProblemPage = lazy(() => import('../pages/problem/ProblemPage').then((m) => ({ default: m.ProblemPage })));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'book/:bookId', element: <BookPage /> },
          {
            path: 'book/:bookId/problem/:problemId',
            element: (
              <Suspense fallback={<RouteFallback />}>
                <ProblemPage />
              </Suspense>
            ),
          },
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
