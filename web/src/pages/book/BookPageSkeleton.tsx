// Loading shape of the book page: header, progress panel with its actions and a few problem rows.
import { Skeleton } from '../../components/Skeleton';

export function BookPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <div className="flex items-start gap-5">
            <Skeleton className="size-16 rounded-2xl sm:size-20" />
            <div className="flex-1">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="mt-3 h-5 w-32 rounded-full" />
            </div>
          </div>
          <Skeleton className="mt-6 h-4 w-full max-w-2xl" />
          <Skeleton className="mt-2 h-4 w-4/5 max-w-xl" />
        </div>
        <div className="rounded-2xl border border-slate-200 p-5 sm:p-6 dark:border-slate-800">
          <Skeleton className="h-4 w-24" />
          <div className="mt-3 flex items-end justify-between gap-3">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-4 w-28" />
          </div>
          <Skeleton className="mt-4 h-2.5 w-full rounded-full" />
          <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
            <Skeleton className="h-9 w-full rounded-lg" />
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Skeleton className="h-9 rounded-lg" />
            <Skeleton className="h-9 rounded-lg" />
          </div>
        </div>
      </div>
      <Skeleton className="mt-12 h-6 w-32" />
      <div className="mt-4 space-y-px overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 bg-white px-5 py-4 dark:bg-slate-900">
            <Skeleton className="size-8 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="mt-2 h-3 w-1/4" />
            </div>
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
