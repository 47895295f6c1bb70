// A room as its members see it: the toolbar (title, connection, shared timer, invite link, end
// and delete for the interviewer), the problem, the shared editor with remote cursors and the
// shared run, the people, and — for the interviewer — private notes, the scorecard and the replay.
// The interviewer's controls (lock, runs off, focus time) are toggles in the header and banners
// under it (RoomControls.tsx).
import { useCopyToClipboard } from '../lib/useCopyToClipboard';
import { useMutation } from '@apollo/client/react';
import { Check, Copy, History, Square, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { interviewReportPath, paths } from '../app/paths';
import { ConfirmDialog } from '../components/dialog/ConfirmDialog';
import { secondaryButton } from '../components/buttonStyles';
import { DeleteInterviewDocument, EndInterviewDocument, type InterviewRoomFieldsFragment } from '../gql/graphql';
import { useSession } from '../auth/useSession';
import { RatePlatform } from '../rating/RatePlatform';
import { toast } from '../toast/toast';
import { PeoplePanel } from './PeoplePanel';
import { ControlsBanners, InterviewerControls, useRoomControls } from './RoomControls';
import { ProblemPanel } from './ProblemPanel';
import { ReplayView } from './ReplayView';
import { RunPanel } from './RunPanel';
import { ScorecardForm } from './ScorecardForm';
import { SharedEditor } from './SharedEditor';
import { SharedTimer } from './SharedTimer';
import { TimedNoteForm } from './TimedNoteForm';
import { useIntegrityEvents } from './useIntegrityEvents';
import { toastError } from './errors';
import { colorOf, colorsOf, readGuestGrant } from './roomModel';
import { useAwareness } from './useAwareness';
import { PlanPanel } from './templates/PlanPanel';
import { LazyWhiteboard } from './board/loadWhiteboard';
import { WorkspaceTabs } from './board/WorkspaceTabs';
import { starterElementsOf } from './board/starterDrawing';
import { RubricScorecardForm } from './templates/RubricScorecardForm';
import { type ConnectionStatus, useCollab } from './useCollab';

const smallButton = `${secondaryButton} !px-3 !py-1.5`;

function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('interview');
  const tone = status === 'connected' ? 'bg-emerald-500' : status === 'connecting' ? 'bg-amber-500' : 'bg-red-500';
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300"
      data-testid="collab-state"
      data-state={status}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${tone}`} />
      {t(`room.connection.${status}`)}
    </span>
  );
}

export function RoomView({
  room,
  token,
  onRoomChange,
}: {
  room: InterviewRoomFieldsFragment;
  token: () => string | Promise<string>;
  onRoomChange: () => void;
}) {
  const { t } = useTranslation('interview');
  const navigate = useNavigate();
  const interviewer = room.myRole === 'INTERVIEWER';
  const ended = room.status === 'ENDED';
  const signedIn = useSession().status === 'authenticated';
  // my colour among the room's people (PeoplePanel draws the same), sent with my cursor
  const peopleIds = room.people.map((person) => person.id).join(' ');
  const me = useMemo(() => {
    const id = room.myId ?? 'me';
    const color = colorsOf(peopleIds.split(' ')).get(id) ?? colorOf(id);
    return { id, name: room.myName ?? '', color };
  }, [room.myId, room.myName, peopleIds]);
  // the interviewer's page puts the problem's starter drawing on an empty whiteboard
  const starterElements = room.problem?.starterBoard;
  const starter = useMemo(
    () =>
      interviewer && room.problem && starterElements
        ? { problemId: room.problem.id, elements: starterElementsOf(starterElements) }
        : null,
    [interviewer, room.problem, starterElements],
  );
  const collab = useCollab({
    roomCode: room.code,
    token,
    withNotes: interviewer,
    me,
    onRoomChange: () => onRoomChange(),
  });
  const present = useAwareness(collab.code?.provider);
  // someone here who is not in the list yet has just joined: reload the room's people
  const newcomer = present.find((p) => !room.people.some((person) => person.id === p.user.id))?.user.id;
  useEffect(() => {
    if (newcomer) onRoomChange();
  }, [newcomer, onRoomChange]);
  const [following, setFollowing] = useState<number | null>(null);
  const [asking, setAsking] = useState<'end' | 'delete' | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [endRoom, ending] = useMutation(EndInterviewDocument);
  const [deleteRoom, deleting] = useMutation(DeleteInterviewDocument);
  const language = room.problem ? 'javascript' : room.language === 'Typescript' ? 'typescript' : 'javascript';
  const controls = useRoomControls(room.controls);
  // the candidate's pad is read-only while locked (the server refuses their edits then too)
  const padReadOnly = ended || (!interviewer && controls.locked);
  // focus time: the candidate does not see the interviewer's cursor, and the interviewer follows nobody
  const focusing = controls.focusing && !ended;
  const interviewerId = room.people.find((person) => person.role === 'INTERVIEWER')?.id;
  const cursorsShown = focusing && !interviewer ? present.filter((p) => p.user.id !== interviewerId) : present;
  const guestToken = room.myId?.startsWith('guest:') ? readGuestGrant(room.code) : null;
  // pastes of more than a line and leaving the tab, for the interviewer's replay (the candidate is told)
  const onMultiLinePaste = useIntegrityEvents(room.code, guestToken, !ended);

  const { copied, copy: copyLink } = useCopyToClipboard(window.location.href, () => toast.error(t('room.copyFailed')));

  const confirm = async () => {
    try {
      if (asking === 'end') {
        await endRoom({ variables: { code: room.code } });
        onRoomChange();
      } else if (asking === 'delete') {
        await deleteRoom({ variables: { code: room.code } });
        toast.success(t('room.removed'));
        void navigate(paths.interviews);
      }
    } catch (error) {
      toastError(error, t('room.error'));
    } finally {
      setAsking(null);
    }
  };

  const codeDoc = collab.code;
  return (
    <div
      className="flex h-dvh flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100"
      data-testid="interview-room"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <a href={paths.interviews} className="text-sm font-semibold text-indigo-600 dark:text-indigo-300">
          {t('list.title')}
        </a>
        {/* the room's own title and the problem on the pad: both follow the room live */}
        <h1 className="min-w-0 truncate text-base font-semibold" data-testid="room-title">
          {[room.title, room.problem?.title].filter(Boolean).join(' · ') || t('list.untitled')}
        </h1>
        <ConnectionBadge status={collab.status} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {interviewer && !ended && <InterviewerControls code={room.code} state={controls} />}
          {codeDoc && (
            <SharedTimer
              map={codeDoc.doc.getMap('timer')}
              readOnly={padReadOnly}
              endedAt={ended && room.closedAt ? Date.parse(room.closedAt) : null}
            />
          )}
          {!ended && (
            <button type="button" className={smallButton} onClick={() => void copyLink()}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? t('room.copied') : t('room.copyLink')}
            </button>
          )}
          {interviewer && (
            <button
              type="button"
              className={smallButton}
              aria-pressed={replaying}
              onClick={() => setReplaying(!replaying)}
            >
              <History aria-hidden="true" className="size-4" />
              {replaying ? t('room.replay.close') : t('room.replay.open')}
            </button>
          )}
          {interviewer && !ended && (
            <button type="button" className={smallButton} onClick={() => setAsking('end')}>
              <Square aria-hidden="true" className="size-4" />
              {t('room.end')}
            </button>
          )}
          {interviewer && (
            <button type="button" className={smallButton} onClick={() => setAsking('delete')}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('room.remove')}
            </button>
          )}
        </div>
      </header>
      {ended && (
        <p
          role="status"
          className="bg-amber-50 px-4 py-1.5 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="room-ended"
        >
          {t('room.ended')}
          {interviewer && (
            <>
              {' '}
              <Link
                to={interviewReportPath(room.code)}
                className="font-semibold underline"
                data-testid="room-report-link"
              >
                {t('room.openReport')}
              </Link>
            </>
          )}
        </p>
      )}
      {!ended && <ControlsBanners state={controls} interviewer={interviewer} />}
      {!ended && !interviewer && (
        <p
          className="bg-slate-100 px-4 py-1.5 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200"
          data-testid="integrity-notice"
        >
          {t('room.integrityNotice')}
        </p>
      )}
      {ended && signedIn && <RatePlatform source="interview" className="m-4 max-w-xl" />}
      <div className="grid min-h-0 flex-1 grid-cols-1 md:grid-cols-[minmax(16rem,1fr)_minmax(0,2fr)_16rem] xl:grid-cols-[minmax(16rem,1fr)_minmax(0,2fr)_20rem]">
        <aside className="flex min-h-0 flex-col border-b border-slate-200 md:border-r md:border-b-0 dark:border-slate-800">
          {interviewer && room.plan && <PlanPanel room={room} canChoose={!ended} />}
          <div className="min-h-0 flex-1">
            {codeDoc && (
              <ProblemPanel room={room} text={codeDoc.doc.getText('code')} canChoose={interviewer && !ended} />
            )}
          </div>
        </aside>
        <main className="flex min-h-[24rem] flex-col">
          {replaying ? (
            <ReplayView code={room.code} language={language} />
          ) : (
            codeDoc && (
              <WorkspaceTabs
                code={
                  <>
                    <div className="min-h-0 flex-1">
                      <SharedEditor
                        live={codeDoc}
                        field="code"
                        path={`${room.code}/code.${language === 'typescript' ? 'ts' : 'js'}`}
                        language={language}
                        readOnly={padReadOnly}
                        present={cursorsShown}
                        followClientId={interviewer && focusing ? null : following}
                        shareCursor={!(interviewer && focusing)}
                        onMultiLinePaste={onMultiLinePaste}
                        ariaLabel={t('room.editorLabel')}
                        loadingLabel={t('room.loadingEditor')}
                        testId="shared-editor"
                      />
                    </div>
                    <RunPanel
                      map={codeDoc.doc.getMap('run')}
                      roomCode={room.code}
                      guestToken={guestToken}
                      code={() => codeDoc.doc.getText('code').toString()}
                      testCode={room.problem?.testCase ?? null}
                      myName={me.name}
                      readOnly={padReadOnly}
                      disabledReason={
                        !interviewer && controls.runsDisabled && !ended ? t('room.controls.runsOffReason') : null
                      }
                      hiddenTestsOf={interviewer && room.problem ? room.code : null}
                    />
                  </>
                }
                board={() =>
                  collab.board && (
                    <LazyWhiteboard
                      live={collab.board}
                      me={me}
                      readOnly={ended}
                      starter={starter}
                      followUserId={
                        interviewer && focusing
                          ? null
                          : (present.find((p) => p.clientId === following)?.user.id ?? null)
                      }
                    />
                  )
                }
              />
            )
          )}
        </main>
        <aside className="flex min-h-0 flex-col overflow-auto border-t border-slate-200 md:border-t-0 md:border-l dark:border-slate-800">
          <PeoplePanel
            people={room.people}
            present={present}
            myId={room.myId ?? null}
            following={interviewer && focusing ? null : following}
            onFollow={setFollowing}
            canFollow={!(interviewer && focusing)}
          />
          {interviewer && collab.notes && (
            // the notes take the room the column has left (their editor at least a comfortable 16rem)
            <section
              aria-labelledby="notes-title"
              className="flex flex-1 shrink-0 flex-col border-t border-slate-200 p-3 dark:border-slate-800"
            >
              <h2
                id="notes-title"
                className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
              >
                {t('room.notes.title')}
              </h2>
              <p className="text-xs text-slate-500 dark:text-slate-400">{t('room.notes.hint')}</p>
              {/* the editor itself keeps 16rem: the column scrolls when the forms under it need room */}
              <div className="mt-2 min-h-64 flex-1">
                <SharedEditor
                  prose
                  live={collab.notes}
                  field="notes"
                  path={`${room.code}/notes.txt`}
                  language="plaintext"
                  readOnly={ended}
                  ariaLabel={t('room.notesLabel')}
                  loadingLabel={t('room.loadingEditor')}
                  testId="notes-editor"
                />
              </div>
            </section>
          )}
          {interviewer && !ended && <TimedNoteForm code={room.code} />}
          {interviewer && (
            <div className="border-t border-slate-200 dark:border-slate-800">
              {room.plan ? <RubricScorecardForm room={room} /> : <ScorecardForm room={room} />}
            </div>
          )}
        </aside>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'delete' ? t('room.removeConfirmTitle') : t('room.endConfirmTitle')}
        description={asking === 'delete' ? t('room.removeConfirmText') : t('room.endConfirmText')}
        confirmLabel={asking === 'delete' ? t('room.remove') : t('room.end')}
        cancelLabel={t('room.cancel')}
        tone="danger"
        pending={ending.loading || deleting.loading}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
