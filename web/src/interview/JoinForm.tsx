// The invitation: whoever opens a room's address and is not in it yet joins here — signed in with
// one click, or as a guest who types a display name (Enter joins). An ended room takes no one.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../components/buttonStyles';
import { type InterviewRoomFieldsFragment, JoinInterviewDocument } from '../gql/graphql';
import { errorText } from './errors';

export function JoinForm({
  room,
  signedInAs,
  onJoined,
}: {
  room: InterviewRoomFieldsFragment;
  /** the signed-in user's name, or null for a visitor */
  signedInAs: string | null;
  onJoined: (guestToken: string | null) => void;
}) {
  const { t } = useTranslation('interview');
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [join, { loading }] = useMutation(JoinInterviewDocument);
  const ended = room.status === 'ENDED';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedInAs && !name.trim()) {
      setError(t('room.yourName'));
      return;
    }
    try {
      const result = await join({ variables: { code: room.code, name: signedInAs ? null : name.trim() } });
      onJoined(result.data?.joinInterview.guestToken ?? null);
    } catch (caught) {
      setError(errorText(caught, t('room.error')));
    }
  };

  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 p-4 dark:bg-slate-950">
      <form
        onSubmit={(e) => void submit(e)}
        className="w-full max-w-sm space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        data-testid="join-form"
      >
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t('room.joinTitle')}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {room.title && <span className="block font-medium text-slate-800 dark:text-slate-100">{room.title}</span>}
          {t('room.joinText', { name: room.interviewerName })}
        </p>
        {ended ? (
          <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-200">
            {t('room.endedJoin')}
          </p>
        ) : (
          <>
            {!signedInAs && (
              <div>
                <label htmlFor={nameId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
                  {t('room.yourName')}
                </label>
                <input
                  id={nameId}
                  value={name}
                  maxLength={40}
                  autoComplete="name"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(e) => {
                    setName(e.target.value);
                    setError(null);
                  }}
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
                />
              </div>
            )}
            {error && (
              <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
                {error}
              </p>
            )}
            <button type="submit" className={`${primaryButton} w-full`} disabled={loading}>
              {loading ? t('room.joining') : signedInAs ? t('room.joinAs', { name: signedInAs }) : t('room.join')}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
