// Everything the viewer can do with the book, under the progress bar: tracking, then copy link
// and share. The shared address is the book's canonical URL (no list state).
import { bookPath } from '../../app/paths';
import { panelSecondary } from './panelButtons';
import { CopyLinkButton } from './share/CopyLinkButton';
import { ShareMenu } from './share/ShareMenu';
import { shareText } from './share/shareUrl';
import { type TrackedBook, TrackingActions } from './tracking/TrackingActions';

export function BookActions({
  book,
  fresh,
}: {
  book: TrackedBook & { link: string; description: string };
  /** the book's status is the current viewer's (see TrackingActions) */
  fresh: boolean;
}) {
  const payload = {
    url: `${window.location.origin}${bookPath(book.link)}`,
    title: book.title,
    text: shareText(book.description),
  };
  return (
    <div className="mt-5 space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800">
      <TrackingActions book={book} fresh={fresh} />
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <ShareMenu payload={payload} triggerClassName={panelSecondary}>
          <CopyLinkButton url={payload.url} className={panelSecondary} />
        </ShareMenu>
      </div>
    </div>
  );
}
