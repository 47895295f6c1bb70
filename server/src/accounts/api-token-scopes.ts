// What a personal access token may ask (an envelop plugin, given to the HTTP layer by the
// assembling place). Three scopes, each one thing more than reading:
//   read       every query and subscription the owner may read, except the account's own
//              security records and mock interviews; no mutation at all
//   progress   read, and the mutations that write the owner's progress (statuses, tracked books,
//              saved code, runs and submissions, their shared links, review, custom test cases, study plans,
//              answers to output quizzes)
//   interview  read, and mock interviews: their rooms (queries and mutations) and, on /collab,
//              the pads and the interviewer's private notes (collab.ts applies tokenMayUseInterviews)
// Never an account operation (password, email, two-factor, tokens, profile, deleting records or
// the account): those need a sign-in, so a leaked token cannot take the account over.
// Editor preferences (setEditorPreferences) are an account setting too: a token reads them, a
// sign-in writes them.
import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { forbidden } from '../graphql/errors';
import type { Viewer } from './viewer';
import { type Message, msg } from '../i18n/message';

/** queries a token may not read: the account's security records and its tokens */
const ACCOUNT_QUERIES = new Set(['loginLogs', 'apiTokens']);

/** mutations the `progress` scope allows */
export const PROGRESS_MUTATIONS = new Set([
  'updateProblemStatus',
  'updateBookSubscription',
  'resetBookProgress',
  'saveSolution',
  'updateSolution',
  'renameSolution',
  'deleteSolution',
  'runCode',
  'submitSolution',
  'shareSubmission',
  'unshareSubmission',
  'gradeReview',
  'startFlashcards',
  'importReviews',
  'saveCustomCases',
  'createStudyPlan',
  'deleteStudyPlan',
  'answerQuiz',
]);

/** the queries and mutations of mock interviews: the `interview` scope's (and a sign-in's) */
export const INTERVIEW_FIELDS = new Set([
  'interviewRoom',
  'interviewPadProblems',
  'myInterviews',
  'interviewReplay',
  'interviewEvents',
  'interviewNotes',
  'interviewRuns',
  'createInterview',
  'joinInterview',
  'setInterviewProblem',
  'endInterview',
  'deleteInterview',
  'saveInterviewScorecard',
  'setInterviewControls',
  'startInterviewFocus',
  'endInterviewFocus',
  'runInterviewCode',
  'runInterviewHiddenTests',
  'recordInterviewEvent',
  'addInterviewNote',
  'myInterviewTemplates',
  'interviewTemplate',
  'sharedInterviewTemplate',
  'createInterviewTemplate',
  'updateInterviewTemplate',
  'deleteInterviewTemplate',
  'shareInterviewTemplate',
  'unshareInterviewTemplate',
  'copySharedInterviewTemplate',
  'interviewReport',
  'sharedInterviewReport',
  'shareInterviewReport',
  'unshareInterviewReport',
]);

/** whether a token may open a room's documents on /collab (and ask the interview operations) */
export function tokenMayUseInterviews(token: NonNullable<Viewer['apiToken']>): boolean {
  return token.scope === 'interview';
}

function rootFields(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const names: string[] = [];
  const walk = (set: SelectionSetNode, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, seen);
      }
    }
  };
  walk(operation.selectionSet, new Set());
  return names.filter((name) => !name.startsWith('__'));
}

/** why a token may not run this operation, or null when it may */
export function tokenRefusal(
  token: NonNullable<Viewer['apiToken']>,
  kind: 'query' | 'mutation' | 'subscription',
  fields: string[],
): Message | null {
  for (const field of fields) {
    if (INTERVIEW_FIELDS.has(field)) {
      if (!tokenMayUseInterviews(token)) {
        return msg('token.noInterviews', { field });
      }
      continue;
    }
    if (kind !== 'mutation') {
      if (ACCOUNT_QUERIES.has(field)) {
        return msg('token.cannotRead', { field });
      }
      continue;
    }
    if (!PROGRESS_MUTATIONS.has(field)) {
      return msg('token.cannotRun', { field });
    }
    if (token.scope === 'read') {
      return msg('token.readOnly', { field });
    }
    if (token.scope !== 'progress') {
      return msg('token.noProgress', { field });
    }
  }
  return null;
}

export function useApiTokenScopes(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const token = (args.contextValue as { viewer?: Viewer | null }).viewer?.apiToken;
      if (!token) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const refusal = tokenRefusal(token, operation.operation, rootFields(args.document, args.operationName));
      if (refusal) setResultAndStopExecution({ errors: [forbidden(refusal)] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const token = (args.contextValue as { viewer?: Viewer | null }).viewer?.apiToken;
      if (!token) return;
      const refusal = tokenRefusal(token, 'subscription', rootFields(args.document, args.operationName));
      if (refusal) setResultAndStopExecution({ errors: [forbidden(refusal)] });
    },
  };
}
