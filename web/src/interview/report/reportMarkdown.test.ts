import { describe, expect, it } from 'vitest';
import type { InterviewReportFieldsFragment } from '../../gql/graphql';
import { type MarkdownTexts, reportFileName, reportMarkdown } from './reportMarkdown';

const texts: MarkdownTexts = {
  title: 'Interview report',
  problem: 'Problem',
  blankPad: 'Blank pad',
  date: 'Date',
  duration: 'Duration',
  people: 'People',
  rubric: 'Rubric',
  criterion: 'Criterion',
  score: 'Score',
  notRated: 'Not rated',
  summary: 'Summary',
  noSummary: 'No summary.',
  runs: 'Runs',
  runsHeader: ['Time', 'Who', 'Kind', 'Result', 'Failures'],
  noRuns: 'No runs.',
  finalCode: 'Final code',
  criterionName: (name) => (name === 'code' ? 'Code quality' : name),
  kind: (kind) => kind.toLowerCase(),
  formatDate: (iso) => iso.slice(0, 10),
  formatDuration: (s) => `${Math.round(s / 60)} min`,
  problemTitle: (p) => p.title,
};

const report: InterviewReportFieldsFragment = {
  code: 'abc',
  title: 'Frontend | screen',
  interviewerName: 'Ada',
  problem: { title: 'Debounce', titleZh: '防抖', link: 'debounce' },
  language: 'Javascript',
  finalCode: 'const s = ```x```;\nfunction debounce() {}',
  runs: [
    {
      at: '2026-11-28T10:00:00.000Z',
      name: 'Grace',
      interviewer: false,
      kind: 'VISIBLE',
      language: 'Javascript',
      passed: 1,
      total: 3,
      error: null,
      failures: 'waits | delays\nsecond',
    },
  ],
  scores: [
    { name: 'code', description: '', score: 4, max: 5 },
    { name: 'testing', description: '', score: null, max: 5 },
  ],
  summary: 'Solid.',
  createdAt: '2026-11-28T09:30:00.000Z',
  endedAt: '2026-11-28T10:30:00.000Z',
  durationSeconds: 3600,
  participants: [
    { name: 'Ada', interviewer: true, guest: false },
    { name: 'Grace', interviewer: false, guest: true },
  ],
  replayPath: '/interview/abc',
  shared: false,
  shareToken: null,
};

describe('reportMarkdown', () => {
  it('writes the title, problem, date, duration, rubric, summary, runs and the fenced final code', () => {
    const md = reportMarkdown(report, texts);
    expect(md.startsWith('# Frontend | screen\n')).toBe(true);
    expect(md).toContain('- **Problem:** Debounce');
    expect(md).toContain('- **Date:** 2026-11-28');
    expect(md).toContain('- **Duration:** 60 min');
    expect(md).toContain('| Code quality | 4 / 5 |');
    expect(md).toContain('| testing | Not rated |');
    expect(md).toContain('## Summary\n\nSolid.');
    // one row per run, pipes and newlines escaped so the table holds
    expect(md).toContain('| 2026-11-28 | Grace | visible | 1 / 3 | waits \\| delays second |');
    // a fence longer than the backticks inside the code
    expect(md).toContain('````javascript\nconst s = ```x```;\nfunction debounce() {}\n````');
  });

  it('says so when there are no runs and no problem', () => {
    const md = reportMarkdown({ ...report, runs: [], problem: null, summary: '' }, texts);
    expect(md).toContain('- **Problem:** Blank pad');
    expect(md).toContain('## Runs\n\nNo runs.');
    expect(md).toContain('No summary.');
  });

  it('names the file after the room', () => {
    expect(reportFileName('abc')).toBe('interview-abc.md');
    expect(reportFileName('')).toBe('interview-report.md');
  });
});
