// The frame every book card shares (landing catalogue, dashboard lists): the whole card is the
// link to the book, headed by the book's icon and title; each card adds its own body below.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bookPath } from '../app/paths';
import { BookIcon } from './BookIcon';

const SIZES = {
  /** the home catalogue: roomier on wider screens, a larger title */
  large: { card: 'sm:p-6', title: 'pt-0.5 text-lg' },
  /** the dashboard's lists: titles may be long words, so they break */
  compact: { card: '', title: 'text-base break-words' },
};

interface Props {
  book: { link: string; icon: string; title: string };
  size: keyof typeof SIZES;
  children: ReactNode;
}

export function BookCardLink({ book, size, children }: Props) {
  const { card, title } = SIZES[size];
  return (
    <Link
      to={bookPath(book.link)}
      className={`group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50 ${card}`}
    >
      <div className="flex items-start gap-4">
        <BookIcon icon={book.icon} title={book.title} />
        <h3
          className={`min-w-0 leading-snug font-semibold text-slate-900 group-hover:text-indigo-600 dark:text-white dark:group-hover:text-indigo-300 ${title}`}
        >
          {book.title}
        </h3>
      </div>
      {children}
    </Link>
  );
}
