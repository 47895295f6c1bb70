// Who is in the room: everyone who joined, online while a page of theirs is open (awareness), in
// their cursor colour; follow mode keeps another participant's cursor in view.
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InterviewRoomFieldsFragment } from '../gql/graphql';
import { colorsOf } from './roomModel';
import type { Present } from './useAwareness';

export function PeoplePanel({
  people,
  present,
  myId,
  following,
  onFollow,
  canFollow = true,
}: {
  people: InterviewRoomFieldsFragment['people'];
  present: Present[];
  myId: string | null;
  following: number | null;
  onFollow: (clientId: number | null) => void;
  /** follow mode is off (the interviewer's focus time) */
  canFollow?: boolean;
}) {
  const { t } = useTranslation('interview');
  const colors = colorsOf(people.map((person) => person.id));
  return (
    <section aria-labelledby="people-title" className="p-3">
      <h2
        id="people-title"
        className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
      >
        {t('room.people')}
      </h2>
      <ul className="mt-2 space-y-1.5" data-testid="people">
        {people.map((person) => {
          const color = colors.get(person.id);
          const here =
            present.find((p) => p.user.id === person.id && !p.self) ?? present.find((p) => p.user.id === person.id);
          const online = Boolean(here);
          const isMe = person.id === myId;
          const followed = here && following === here.clientId;
          return (
            <li key={person.id} className="flex items-center gap-2 text-sm" data-online={online} data-testid="person">
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-full"
                style={{
                  backgroundColor: online ? color : 'transparent',
                  border: `2px solid ${color}`,
                }}
              />
              <span className="min-w-0 flex-1 truncate text-slate-800 dark:text-slate-100">
                {person.name}
                <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">
                  {[
                    person.role === 'INTERVIEWER' ? t('room.interviewer') : t('room.candidate'),
                    person.guest ? t('room.guest') : null,
                    isMe ? t('room.you') : null,
                    online ? t('room.online') : t('room.offline'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              {canFollow && !isMe && here && (
                <button
                  type="button"
                  className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
                  aria-pressed={Boolean(followed)}
                  aria-label={followed ? t('room.stopFollowing') : t('room.follow', { name: person.name })}
                  title={
                    followed ? t('room.following', { name: person.name }) : t('room.follow', { name: person.name })
                  }
                  onClick={() => onFollow(followed ? null : here.clientId)}
                >
                  {followed ? (
                    <EyeOff aria-hidden="true" className="size-4" />
                  ) : (
                    <Eye aria-hidden="true" className="size-4" />
                  )}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
