// Everything the viewer can do with the book, under the progress bar: tracking, then copy link
// and share. The shared address is the book's canonical URL (no list state).
import { bookPath } from '../../../app/paths';
import { panelSecondary } from './buttonStyles';
import { CopyLinkButton } from './CopyLinkButton';
import { ShareMenu } from './ShareMenu';
import { shareText } from './shareUrl';
import { type TrackedBook, TrackingActions } from './TrackingActions';

export function BookActions({ book }: { book: TrackedBook & { link: string; description: string } }) {
  const payload = {
    url: `${window.location.origin}${bookPath(book.link)}`,
    title: book.title,
    text: shareText(book.description),
  };
  return (
    <div className="mt-5 space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800">
      <TrackingActions book={book} />
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <ShareMenu payload={payload} triggerClassName={panelSecondary}>
          <CopyLinkButton url={payload.url} className={panelSecondary} />
        </ShareMenu>
      </div>
    </div>
  );
}
