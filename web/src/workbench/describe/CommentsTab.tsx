// The Comments tab (and the comments section under the solution, embedded).
import { CommentsSection } from '../comments/CommentsSection';

export function CommentsTab({ embedded = false }: { embedded?: boolean }) {
  return (
    <div className={embedded ? '' : 'p-4'}>
      <CommentsSection />
    </div>
  );
}
