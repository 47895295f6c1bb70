// `/interview/:code`: a mock interview room. A member gets the room; anyone else with the address
// gets the invitation (JoinForm); a made-up address gets a not-found page and no data. A guest's
// grant is kept per room in this browser, so a reload keeps them in.
import '../../i18n/namespaces/interview';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { readApiError } from '../../auth/apiError';
import { freshAccessToken } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { secondaryButton } from '../../components/buttonStyles';
import { InterviewRoomDocument } from '../../gql/graphql';
import { usePageMeta } from '../../i18n/usePageMeta';
import { JoinForm } from '../../interview/JoinForm';
import { RoomView } from '../../interview/RoomView';
import { readGuestGrant, storeGuestGrant } from '../../interview/roomModel';

export function InterviewRoomPage() {
  const { t } = useTranslation('interview');
  const code = useParams().code ?? '';
  const session = useSession();
  const [guestToken, setGuestToken] = useState(() => readGuestGrant(code));
  const { data, error, refetch } = useQuery(InterviewRoomDocument, {
    variables: { code, guestToken },
    skip: session.checking,
    fetchPolicy: 'network-only',
    // a change announced while an earlier reload is in flight needs a request of its own: a
    // deduplicated one would answer with the room as it was before the change
    context: { queryDeduplication: false },
  });
  const room = data?.interviewRoom;
  usePageMeta(room?.title || t('room.documentTitle'));
  const reload = useCallback(() => void refetch(), [refetch]);
  const token = useCallback(
    async () =>
      room?.myId?.startsWith('guest:') && guestToken ? `guest:${guestToken}` : ((await freshAccessToken()) ?? ''),
    [room?.myId, guestToken],
  );

  if (error && readApiError(error).code === 'NOT_FOUND') {
    return (
      <main className="grid min-h-dvh place-items-center p-4" data-testid="interview-not-found">
        <div className="max-w-md text-center">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('room.notFoundTitle')}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('room.notFoundText')}</p>
          <Link to={paths.interviews} className={`${secondaryButton} mt-6`}>
            {t('list.title')}
          </Link>
        </div>
      </main>
    );
  }
  if (!room) {
    return (
      <p role="status" className="grid min-h-dvh place-items-center text-sm text-slate-500">
        {error ? t('room.error') : t('room.loading')}
      </p>
    );
  }
  if (!room.myRole) {
    return (
      <JoinForm
        room={room}
        signedInAs={session.user ? session.user.nickName || session.user.username : null}
        onJoined={(grant) => {
          if (grant) {
            storeGuestGrant(code, grant);
            setGuestToken(grant);
          }
          reload();
        }}
      />
    );
  }
  return <RoomView room={room} token={token} onRoomChange={reload} />;
}
