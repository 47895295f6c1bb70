// The limits of mock interview rooms: how large one shared-document update and one document may
// grow (checked on every Yjs message before it is applied), and how many open rooms one
// interviewer may have at once.
import { z } from 'zod';
import { wholeNumber } from './env';

export interface InterviewLimits {
  /** bytes of one Yjs message from a participant (COLLAB_MAX_UPDATE_BYTES) */
  maxUpdateBytes: number;
  /** bytes of one shared document, the code pad or the notes (COLLAB_MAX_DOCUMENT_BYTES) */
  maxDocumentBytes: number;
  /** bytes of the whiteboard document, larger: drawings are element JSON (COLLAB_MAX_BOARD_BYTES) */
  maxBoardBytes: number;
  /** open rooms one interviewer may have (INTERVIEW_MAX_OPEN_ROOMS) */
  maxOpenRooms: number;
}

export const INTERVIEW_LIMIT_DEFAULTS: Readonly<InterviewLimits> = Object.freeze({
  maxUpdateBytes: 256 * 1024,
  maxDocumentBytes: 1024 * 1024,
  maxBoardBytes: 4 * 1024 * 1024,
  maxOpenRooms: 20,
});

export const interviewVariables = {
  COLLAB_MAX_UPDATE_BYTES: wholeNumber(INTERVIEW_LIMIT_DEFAULTS.maxUpdateBytes, { min: 1024 }),
  COLLAB_MAX_DOCUMENT_BYTES: wholeNumber(INTERVIEW_LIMIT_DEFAULTS.maxDocumentBytes, { min: 4096 }),
  COLLAB_MAX_BOARD_BYTES: wholeNumber(INTERVIEW_LIMIT_DEFAULTS.maxBoardBytes, { min: 4096 }),
  INTERVIEW_MAX_OPEN_ROOMS: wholeNumber(INTERVIEW_LIMIT_DEFAULTS.maxOpenRooms, { min: 1 }),
};

type InterviewVariables = z.output<z.ZodObject<typeof interviewVariables>>;

export function interviewLimitsFrom(values: InterviewVariables): InterviewLimits {
  return {
    maxUpdateBytes: values.COLLAB_MAX_UPDATE_BYTES,
    maxDocumentBytes: values.COLLAB_MAX_DOCUMENT_BYTES,
    maxBoardBytes: values.COLLAB_MAX_BOARD_BYTES,
    maxOpenRooms: values.INTERVIEW_MAX_OPEN_ROOMS,
  };
}
