// Placeholder with the card's shape, so the grid does not jump when books arrive.
import { Skeleton } from '../../components/Skeleton';

export function BookCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-4">
        <Skeleton className="size-12 rounded-xl" />
        <Skeleton className="mt-1 h-5 w-2/3" />
      </div>
      <Skeleton className="mt-4 h-3.5 w-full" />
      <Skeleton className="mt-2 h-3.5 w-5/6" />
      <div className="mt-4 flex gap-1.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-12 rounded-full" />
      </div>
      <Skeleton className="mt-6 h-4 w-24" />
    </div>
  );
}
