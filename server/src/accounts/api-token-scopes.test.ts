// Every operation of mock interviews is behind the interview scope: a read or progress token must
// not reach a room's timeline, notes or runs, and an interview token must reach all of them. A new
// root field about interviews that is not in INTERVIEW_FIELDS would be readable by any read token
// (queries) or refused to every token (mutations); this lists the schema's and compares.
import { describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { INTERVIEW_FIELDS, PROGRESS_MUTATIONS, tokenRefusal } from './api-token-scopes';

const rootFields = () =>
  [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type ? Object.keys(type.getFields()) : [],
  );

describe('API token scopes', () => {
  it('put every root field about interviews behind the interview scope', () => {
    const aboutInterviews = rootFields().filter((name) => /interview/i.test(name));
    expect(aboutInterviews.length).toBeGreaterThan(20);
    expect(aboutInterviews.filter((name) => !INTERVIEW_FIELDS.has(name))).toEqual([]);
    // and the set names nothing the schema lacks (a renamed field would leave a stale entry)
    const all = new Set(rootFields());
    expect([...INTERVIEW_FIELDS, ...PROGRESS_MUTATIONS].filter((name) => !all.has(name))).toEqual([]);
  });

  it('refuse the replay timeline to a read token and allow it to an interview token', () => {
    const read = { scope: 'read' } as Parameters<typeof tokenRefusal>[0];
    const interview = { scope: 'interview' } as Parameters<typeof tokenRefusal>[0];
    for (const field of ['interviewEvents', 'interviewNotes', 'interviewRuns']) {
      expect(tokenRefusal(read, 'query', [field])?.id).toBe('token.noInterviews');
      expect(tokenRefusal(interview, 'query', [field])).toBeNull();
    }
    expect(tokenRefusal(interview, 'mutation', ['addInterviewNote'])).toBeNull();
  });
});
