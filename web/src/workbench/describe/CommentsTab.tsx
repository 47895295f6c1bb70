// The Comments tab: the discussion alone, without the reference solution.
import { CommentsSection } from '../comments/CommentsSection';

export function CommentsTab() {
  return (
    <div className="p-4">
      <CommentsSection />
    </div>
  );
}
