// The interviewer's timestamped note, taken while the room is open: a short text stamped by the
// server with the current time, listed in the replay, where clicking it jumps there.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../components/buttonStyles';
import { AddInterviewNoteDocument } from '../gql/graphql';
import { useLocale } from '../i18n/useLocale';
import { toast } from '../toast/toast';
import { toastError } from './errors';

export const TIMED_NOTE_MAX = 500;

export function TimedNoteForm({ code }: { code: string }) {
  const { t } = useTranslation('interview');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const [add, adding] = useMutation(AddInterviewNoteDocument);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const clock = (ms: number) =>
    new Intl.DateTimeFormat(locale === 'zhCN' ? 'zh-CN' : 'en-US', { timeStyle: 'short' }).format(new Date(ms));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    try {
      const result = await add({ variables: { code, text } });
      const at = result.data?.addInterviewNote.at;
      toast.success(t('room.timedNote.added', { time: clock(at ? Date.parse(at) : Date.now()) }));
      setText('');
    } catch (error) {
      toastError(error, t('room.error'));
    }
  };

  return (
    <form
      className="flex flex-col gap-1 border-t border-slate-200 p-3 dark:border-slate-800"
      onSubmit={(e) => void submit(e)}
    >
      <label htmlFor="timed-note" className="text-xs font-semibold text-slate-600 dark:text-slate-300">
        {t('room.timedNote.label')}
      </label>
      <textarea
        id="timed-note"
        rows={2}
        maxLength={TIMED_NOTE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
        data-testid="timed-note-text"
      />
      <button
        type="submit"
        className={`${secondaryButton} !px-3 !py-1.5 self-start`}
        disabled={adding.loading || !text.trim()}
        data-testid="timed-note-add"
      >
        {t('room.timedNote.add', { time: clock(now) })}
      </button>
    </form>
  );
}
