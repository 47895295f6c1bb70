// Writing a comment or a reply: publish stays disabled while the text is blank (spec §5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const MAX_COMMENT_LENGTH = 5000;

export function Composer({
  onPublish,
  placeholder,
  autoFocus = false,
  onCancel,
}: {
  onPublish: (content: string) => Promise<boolean>;
  placeholder: string;
  autoFocus?: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('workbench');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const blank = text.trim() === '';
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (blank || busy) return;
        setBusy(true);
        if (await onPublish(text.trim())) setText('');
        setBusy(false);
      }}
    >
      <textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller opened the box on a user's request (Reply); the page's own composer never takes focus on load
        autoFocus={autoFocus}
        maxLength={MAX_COMMENT_LENGTH}
        rows={3}
        className="w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {t('saved.cancel')}
          </button>
        )}
        <button
          type="submit"
          disabled={blank || busy}
          className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('comments.publish')}
        </button>
      </div>
    </form>
  );
}
