// Interview templates over real HTTP against a real database: the owner alone sees and changes a
// template, the limits answer with clear messages, a share link reads and copies (and stops
// working when revoked or rotated), a room opened from a template keeps a snapshot and starts on
// its first problem, the scorecard follows the rubric, and the candidate never receives the notes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp } from '../../../test/client';
import { type TestServer, startTestServer } from '../../../test/server';
import { TEMPLATE_LIMITS } from './template.service';

const TEMPLATE = `id name mine shareToken problems { problemId notes problem { link } } criteria { name description }`;

type Template = {
  id: string;
  name: string;
  mine: boolean;
  shareToken: string | null;
  problems: { problemId: string; notes: string; problem: { link: string } | null }[];
  criteria: { name: string; description: string }[];
};
type User = Awaited<ReturnType<typeof signUp>>;

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Frontend screen',
  problems: [
    { problemId: 'debounce', notes: 'Ask about leading edge.' },
    { problemId: 'function-bind', notes: 'Check `new` on the bound function.' },
  ],
  criteria: [
    { name: 'Problem solving', description: 'Finds an approach before typing.' },
    { name: 'Communication', description: 'Explains the thinking.' },
  ],
  ...overrides,
});

async function create(user: User, value: Record<string, unknown> = input()) {
  return user.client.gql<{ createInterviewTemplate: Template }>(
    `mutation ($input: InterviewTemplateInput!) { createInterviewTemplate(input: $input) { ${TEMPLATE} } }`,
    { input: value },
  );
}

async function created(user: User, value?: Record<string, unknown>) {
  const result = await create(user, value);
  expect(result.errors).toBeUndefined();
  return result.data!.createInterviewTemplate;
}

const message = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message;

describe('interview templates', () => {
  it('gives the web form the server’s limits', () => {
    // read as text: the web app and the server do not import each other
    const web = readFileSync(new URL('../../../../web/src/interview/templates/limits.ts', import.meta.url), 'utf8');
    const limits = Object.fromEntries([...web.matchAll(/^\s+(\w+): (\d+),$/gm)].map((m) => [m[1], Number(m[2])]));
    expect(Object.keys(limits).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(limits)) {
      expect(TEMPLATE_LIMITS[name as keyof typeof TEMPLATE_LIMITS], name).toBe(value);
    }
  });

  it('saves a template for its owner alone', async () => {
    const owner = await signUp(app);
    const template = await created(owner);
    expect(template).toMatchObject({ name: 'Frontend screen', mine: true, shareToken: null });
    expect(template.problems.map((p) => [p.problem?.link, p.notes])).toEqual([
      ['debounce', 'Ask about leading edge.'],
      ['function-bind', 'Check `new` on the bound function.'],
    ]);
    expect(template.criteria[1]).toEqual({ name: 'Communication', description: 'Explains the thinking.' });

    const mine = await owner.client.gql<{ myInterviewTemplates: { id: string }[] }>(`{ myInterviewTemplates { id } }`);
    expect(mine.data!.myInterviewTemplates.map((t) => t.id)).toEqual([template.id]);

    const stranger = await signUp(app);
    const theirs = await stranger.client.gql<{ myInterviewTemplates: { id: string }[] }>(
      `{ myInterviewTemplates { id } }`,
    );
    expect(theirs.data!.myInterviewTemplates).toEqual([]);
    for (const operation of [
      `query ($id: ID!) { interviewTemplate(id: $id) { id } }`,
      `mutation ($id: ID!) { updateInterviewTemplate(id: $id, input: { name: "x", problems: [], criteria: [{ name: "a" }] }) { id } }`,
      `mutation ($id: ID!) { deleteInterviewTemplate(id: $id) }`,
      `mutation ($id: ID!) { shareInterviewTemplate(id: $id) { id } }`,
      `mutation ($id: ID!) { unshareInterviewTemplate(id: $id) { id } }`,
      `mutation { createInterview(templateId: "${template.id}") { code } }`,
    ]) {
      const refused = await stranger.client.gql(operation, { id: template.id });
      expect(message(refused), operation).toBe('Template not found.');
    }
    const anonymous = await client(app).gql(`{ myInterviewTemplates { id } }`);
    expect(message(anonymous)).toBe('Please sign in to start an interview.');

    const updated = await owner.client.gql<{ updateInterviewTemplate: Template }>(
      `mutation ($id: ID!, $input: InterviewTemplateInput!) { updateInterviewTemplate(id: $id, input: $input) { ${TEMPLATE} } }`,
      { id: template.id, input: input({ name: 'Renamed', problems: [{ problemId: 'function-bind' }] }) },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateInterviewTemplate.name).toBe('Renamed');
    expect(updated.data!.updateInterviewTemplate.problems).toHaveLength(1);

    const deleted = await owner.client.gql(`mutation ($id: ID!) { deleteInterviewTemplate(id: $id) }`, {
      id: template.id,
    });
    expect(deleted.errors).toBeUndefined();
    const gone = await owner.client.gql(`query ($id: ID!) { interviewTemplate(id: $id) { id } }`, { id: template.id });
    expect(message(gone)).toBe('Template not found.');
  });

  it('refuses input past its limits with clear messages', async () => {
    const owner = await signUp(app);
    const L = TEMPLATE_LIMITS;
    const cases: [Record<string, unknown>, string][] = [
      [input({ name: '  ' }), 'Please give the template a name.'],
      [input({ name: 'x'.repeat(L.nameMax + 1) }), `A template name is at most ${L.nameMax} characters.`],
      [input({ criteria: [] }), `A rubric has from ${L.criteriaMin} to ${L.criteriaMax} criteria.`],
      [
        input({ criteria: Array.from({ length: L.criteriaMax + 1 }, (_, i) => ({ name: `c${i}` })) }),
        `A rubric has from ${L.criteriaMin} to ${L.criteriaMax} criteria.`,
      ],
      [input({ criteria: [{ name: ' ' }] }), 'Each criterion needs a name.'],
      [
        input({ criteria: [{ name: 'x'.repeat(L.criterionNameMax + 1) }] }),
        `A criterion name is at most ${L.criterionNameMax} characters.`,
      ],
      [
        input({ criteria: [{ name: 'a', description: 'x'.repeat(L.criterionDescriptionMax + 1) }] }),
        `A criterion description is at most ${L.criterionDescriptionMax} characters.`,
      ],
      [input({ criteria: [{ name: 'Code' }, { name: 'code' }] }), 'Two criteria have the same name.'],
      [
        input({ problems: [{ problemId: 'debounce', notes: 'x'.repeat(L.notesMax + 1) }] }),
        `The notes for a problem are at most ${L.notesMax} characters.`,
      ],
      [
        input({ problems: Array.from({ length: L.problemsMax + 1 }, () => ({ problemId: 'debounce' })) }),
        `A template has at most ${L.problemsMax} problems.`,
      ],
      [
        input({ problems: [{ problemId: 'debounce' }, { problemId: 'debounce' }] }),
        'Each problem appears once in a template.',
      ],
      // a knowledge question cannot go on the pad, nor can a made-up one
      [
        input({ problems: [{ problemId: 'javascript-closures' }] }),
        'This problem cannot be put on an interview pad: javascript-closures.',
      ],
      [
        input({ problems: [{ problemId: 'no-such-problem' }] }),
        'This problem cannot be put on an interview pad: no-such-problem.',
      ],
    ];
    for (const [value, expected] of cases) {
      const refused = await create(owner, value);
      expect(message(refused), expected).toBe(expected);
      // bad input is the client's error (400 with the message), never a server failure
      expect(refused.status).toBe(400);
    }
    const zh = client(app, { token: owner.client.token, locale: 'zhCN' });
    const refusedZh = await zh.gql(
      `mutation ($input: InterviewTemplateInput!) { createInterviewTemplate(input: $input) { id } }`,
      { input: input({ name: '' }) },
    );
    expect(message(refusedZh)).toBe('请为模板命名。');

    // the per-user cap: fill up to it directly, then one more is refused
    await app.prisma.interviewTemplate.createMany({
      data: Array.from({ length: L.perUser }, (_, i) => ({
        ownerId: owner.id,
        name: `t${i}`,
        criteria: [{ name: 'a', description: '' }],
      })),
    });
    expect(message(await create(owner))).toBe(`You can keep at most ${L.perUser} templates; delete one first.`);
  });

  it('holds the per-user cap when requests arrive at once', async () => {
    const owner = await signUp(app);
    const L = TEMPLATE_LIMITS;
    await app.prisma.interviewTemplate.createMany({
      data: Array.from({ length: L.perUser - 3 }, (_, i) => ({
        ownerId: owner.id,
        name: `t${i}`,
        criteria: [{ name: 'a', description: '' }],
      })),
    });
    const results = await Promise.all(Array.from({ length: 6 }, () => create(owner)));
    expect(results.filter((r) => !r.errors).length).toBe(3);
    for (const refused of results.filter((r) => r.errors)) {
      expect(message(refused)).toBe(`You can keep at most ${L.perUser} templates; delete one first.`);
    }
    expect(await app.prisma.interviewTemplate.count({ where: { ownerId: owner.id } })).toBe(L.perUser);
  });

  it('keeps templates to the interview scope of personal access tokens', async () => {
    const owner = await signUp(app);
    await created(owner);
    const tokenOf = async (scope: string) => {
      const made = await owner.client.gql<{ createApiToken: { token: string } }>(
        `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
        { input: { name: `tool ${scope}`, scope, expiresInDays: 7 } },
      );
      expect(made.errors).toBeUndefined();
      return made.data!.createApiToken.token;
    };
    const readOnly = client(app, { token: await tokenOf('read') });
    const refused = await readOnly.gql(`{ myInterviewTemplates { id } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const interview = client(app, { token: await tokenOf('interview') });
    const allowed = await interview.gql<{ myInterviewTemplates: { name: string }[] }>(
      `{ myInterviewTemplates { name } }`,
    );
    expect(allowed.data!.myInterviewTemplates).toEqual([{ name: 'Frontend screen' }]);
  });

  it('shares by link: read-only for others, copied on request, and revoked or rotated links stop working', async () => {
    const owner = await signUp(app);
    const template = await created(owner);
    const shared = await owner.client.gql<{ shareInterviewTemplate: Template }>(
      `mutation ($id: ID!) { shareInterviewTemplate(id: $id) { ${TEMPLATE} } }`,
      { id: template.id },
    );
    const token = shared.data!.shareInterviewTemplate.shareToken!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const other = await signUp(app);
    const read = await other.client.gql<{ sharedInterviewTemplate: Template }>(
      `query ($token: String!) { sharedInterviewTemplate(token: $token) { ${TEMPLATE} } }`,
      { token },
    );
    expect(read.data!.sharedInterviewTemplate).toMatchObject({
      name: 'Frontend screen',
      mine: false,
      shareToken: null,
    });
    // read-only: the owner's operations stay the owner's
    const edit = await other.client.gql(
      `mutation ($id: ID!) { updateInterviewTemplate(id: $id, input: { name: "mine now", problems: [], criteria: [{ name: "a" }] }) { id } }`,
      { id: template.id },
    );
    expect(message(edit)).toBe('Template not found.');
    const anonymous = await client(app).gql(
      `query ($token: String!) { sharedInterviewTemplate(token: $token) { id } }`,
      {
        token,
      },
    );
    expect(message(anonymous)).toBe('Please sign in to start an interview.');

    const copy = await other.client.gql<{ copySharedInterviewTemplate: Template }>(
      `mutation ($token: String!) { copySharedInterviewTemplate(token: $token) { ${TEMPLATE} } }`,
      { token },
    );
    expect(copy.errors).toBeUndefined();
    const copied = copy.data!.copySharedInterviewTemplate;
    expect(copied.id).not.toBe(template.id);
    expect(copied).toMatchObject({ mine: true, shareToken: null, name: 'Frontend screen' });
    expect(copied.problems).toEqual(template.problems);
    expect(copied.criteria).toEqual(template.criteria);
    // independent: the owner's edit does not reach the copy
    await owner.client.gql(
      `mutation ($id: ID!, $input: InterviewTemplateInput!) { updateInterviewTemplate(id: $id, input: $input) { id } }`,
      { id: template.id, input: input({ name: 'Changed by the owner' }) },
    );
    const copyNow = await other.client.gql<{ interviewTemplate: Template }>(
      `query ($id: ID!) { interviewTemplate(id: $id) { name } }`,
      { id: copied.id },
    );
    expect(copyNow.data!.interviewTemplate.name).toBe('Frontend screen');

    // rotate: the old link stops working, the new one works
    const rotated = await owner.client.gql<{ shareInterviewTemplate: Template }>(
      `mutation ($id: ID!) { shareInterviewTemplate(id: $id) { shareToken } }`,
      { id: template.id },
    );
    const next = rotated.data!.shareInterviewTemplate.shareToken!;
    expect(next).not.toBe(token);
    const old = await other.client.gql(`query ($token: String!) { sharedInterviewTemplate(token: $token) { id } }`, {
      token,
    });
    expect(message(old)).toBe('This template link does not work: sharing was stopped or the link is wrong.');
    // revoke: the current link stops working too, for reading and for copying
    const revoked = await owner.client.gql<{ unshareInterviewTemplate: Template }>(
      `mutation ($id: ID!) { unshareInterviewTemplate(id: $id) { shareToken } }`,
      { id: template.id },
    );
    expect(revoked.data!.unshareInterviewTemplate.shareToken).toBeNull();
    for (const operation of [
      `query ($token: String!) { sharedInterviewTemplate(token: $token) { id } }`,
      `mutation ($token: String!) { copySharedInterviewTemplate(token: $token) { id } }`,
    ]) {
      const refused = await other.client.gql(operation, { token: next });
      expect(message(refused)).toBe('This template link does not work: sharing was stopped or the link is wrong.');
    }
    const madeUp = await other.client.gql(`query { sharedInterviewTemplate(token: "../../etc") { id } }`);
    expect(message(madeUp)).toBe('This template link does not work: sharing was stopped or the link is wrong.');
  });

  it('opens a room from a template with a snapshot, scores its rubric, and keeps the notes from the candidate', async () => {
    const owner = await signUp(app);
    const template = await created(owner);
    const opened = await owner.client.gql<{
      createInterview: { code: string; title: string; problem: { link: string } | null; plan: unknown };
    }>(
      `mutation ($id: ID!) { createInterview(templateId: $id) { code title problem { link } plan { templateName problems { notes problem { link } } criteria { name description } } } }`,
      { id: template.id },
    );
    expect(opened.errors).toBeUndefined();
    const room = opened.data!.createInterview;
    expect(room.title).toBe('Frontend screen');
    expect(room.problem).toEqual({ link: 'debounce' });
    const plan = {
      templateName: 'Frontend screen',
      problems: [
        { notes: 'Ask about leading edge.', problem: { link: 'debounce' } },
        { notes: 'Check `new` on the bound function.', problem: { link: 'function-bind' } },
      ],
      criteria: template.criteria,
    };
    expect(room.plan).toEqual(plan);

    // a later edit of the template does not change the room
    await owner.client.gql(
      `mutation ($id: ID!, $input: InterviewTemplateInput!) { updateInterviewTemplate(id: $id, input: $input) { id } }`,
      { id: template.id, input: input({ name: 'Edited', problems: [], criteria: [{ name: 'Only one' }] }) },
    );
    const again = await owner.client.gql<{ interviewRoom: { plan: unknown } }>(
      `query ($code: String!) { interviewRoom(code: $code) { plan { templateName problems { notes problem { link } } criteria { name description } } } }`,
      { code: room.code },
    );
    expect(again.data!.interviewRoom.plan).toEqual(plan);

    // the candidate (signed in or a guest) gets no plan, no notes, no rubric
    const candidate = await signUp(app);
    await candidate.client.gql(`mutation ($code: String!) { joinInterview(code: $code) { guestToken } }`, {
      code: room.code,
    });
    const guest = await client(app).gql<{ joinInterview: { guestToken: string } }>(
      `mutation ($code: String!) { joinInterview(code: $code, name: "Ann") { guestToken } }`,
      { code: room.code },
    );
    const asCandidate = await candidate.client.gql<{ interviewRoom: Record<string, unknown> }>(
      `query ($code: String!) { interviewRoom(code: $code) { myRole problem { link } plan { problems { notes } criteria { description } } scorecard { summary } } }`,
      { code: room.code },
    );
    expect(asCandidate.data!.interviewRoom).toEqual({
      myRole: 'CANDIDATE',
      problem: { link: 'debounce' },
      plan: null,
      scorecard: null,
    });
    const asGuest = await client(app).gql<{ interviewRoom: Record<string, unknown> }>(
      `query ($code: String!, $guestToken: String) { interviewRoom(code: $code, guestToken: $guestToken) { myRole plan { problems { notes } } } }`,
      { code: room.code, guestToken: guest.data!.joinInterview.guestToken },
    );
    expect(asGuest.data!.interviewRoom).toEqual({ myRole: 'CANDIDATE', plan: null });
    expect(JSON.stringify(asCandidate) + JSON.stringify(asGuest)).not.toContain('leading edge');

    // the interviewer switches to the plan's second problem with the existing setProblem
    const second = await owner.client.gql<{ setInterviewProblem: { problem: { link: string } } }>(
      `mutation ($code: String!) { setInterviewProblem(code: $code, problemId: "function-bind") { problem { link } } }`,
      { code: room.code },
    );
    expect(second.data!.setInterviewProblem.problem).toEqual({ link: 'function-bind' });

    // the scorecard follows the rubric
    const SAVE = `mutation ($code: String!, $rubric: [InterviewCriterionScoreInput!], $ratings: [InterviewRatingInput!]) {
      saveInterviewScorecard(code: $code, rubric: $rubric, ratings: $ratings, summary: "Solid") { scorecard { ratings { area } rubric { criterion score } summary } } }`;
    const saved = await owner.client.gql<{ saveInterviewScorecard: { scorecard: unknown } }>(SAVE, {
      code: room.code,
      rubric: [
        { criterion: 'Problem solving', score: 4 },
        { criterion: 'Communication', score: 2 },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveInterviewScorecard.scorecard).toEqual({
      ratings: [],
      rubric: [
        { criterion: 'Problem solving', score: 4 },
        { criterion: 'Communication', score: 2 },
      ],
      summary: 'Solid',
    });
    for (const [variables, expected] of [
      [{ rubric: [{ criterion: 'Only one', score: 3 }] }, 'The rubric of this room has no criterion "Only one".'],
      [{ rubric: [{ criterion: 'Communication', score: 5 }] }, 'Each rubric rating is a whole number from 1 to 4.'],
      [{ rubric: [{ criterion: 'Communication', score: 0 }] }, 'Each rubric rating is a whole number from 1 to 4.'],
      [{ ratings: [{ area: 'code', score: 3 }] }, "This room is scored with its template's rubric: rate its criteria."],
    ] as const) {
      const refused = await owner.client.gql(SAVE, { code: room.code, ...variables });
      expect(message(refused), JSON.stringify(variables)).toBe(expected);
    }
    const byCandidate = await candidate.client.gql(SAVE, {
      code: room.code,
      rubric: [{ criterion: 'Communication', score: 4 }],
    });
    expect(message(byCandidate)).toBe('Only the interviewer can do this.');

    // a room without a template keeps the four areas, and refuses a rubric
    const plain = await owner.client.gql<{ createInterview: { code: string; plan: unknown } }>(
      `mutation { createInterview { code plan { templateName } } }`,
    );
    expect(plain.data!.createInterview.plan).toBeNull();
    const rubricOnPlain = await owner.client.gql(SAVE, {
      code: plain.data!.createInterview.code,
      rubric: [{ criterion: 'Communication', score: 4 }],
    });
    expect(message(rubricOnPlain)).toBe('This room has no rubric: rate the four areas.');
  });
});
