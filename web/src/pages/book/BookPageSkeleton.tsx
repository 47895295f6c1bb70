// Loading shape of the book page: header, progress panel and a few problem rows.
import { Skeleton } from '../../components/Skeleton';

export function BookPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
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
        <Skeleton className="h-36 rounded-2xl" />
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
