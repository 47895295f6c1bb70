// The interview report as Markdown (the "Download Markdown" button): one pure function of the
// report's data and the texts of the reader's language, so it is tested without a browser.
import type { InterviewReportFieldsFragment } from '../../gql/graphql';

export interface MarkdownTexts {
  title: string;
  problem: string;
  blankPad: string;
  date: string;
  duration: string;
  people: string;
  rubric: string;
  criterion: string;
  score: string;
  notRated: string;
  summary: string;
  noSummary: string;
  runs: string;
  runsHeader: [string, string, string, string, string];
  noRuns: string;
  finalCode: string;
  /** a criterion's label (the default areas are keys) */
  criterionName: (name: string) => string;
  kind: (kind: string) => string;
  formatDate: (iso: string) => string;
  formatDuration: (seconds: number) => string;
  problemTitle: (problem: NonNullable<InterviewReportFieldsFragment['problem']>) => string;
}

/** a table cell: one line, pipes escaped */
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim() || ' ';

/** a fence longer than any run of backticks in the code */
function fence(code: string) {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((m) => m.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

export const reportFileName = (code: string) => `interview-${code || 'report'}.md`;

export function reportMarkdown(report: InterviewReportFieldsFragment, texts: MarkdownTexts): string {
  const lines: string[] = [];
  lines.push(`# ${report.title || texts.title}`, '');
  const problem = report.problem ? texts.problemTitle(report.problem) : texts.blankPad;
  lines.push(`- **${texts.problem}:** ${problem}`);
  lines.push(`- **${texts.date}:** ${texts.formatDate(report.createdAt)}`);
  lines.push(`- **${texts.duration}:** ${texts.formatDuration(report.durationSeconds)}`);
  lines.push(`- **${texts.people}:** ${report.participants.map((p) => p.name).join(', ')}`, '');

  lines.push(`## ${texts.rubric}`, '', `| ${texts.criterion} | ${texts.score} |`, '| --- | --- |');
  for (const s of report.scores) {
    const score = s.score == null ? texts.notRated : `${s.score} / ${s.max}`;
    lines.push(`| ${cell(texts.criterionName(s.name))} | ${cell(score)} |`);
  }
  lines.push('', `## ${texts.summary}`, '', report.summary.trim() || texts.noSummary, '');

  lines.push(`## ${texts.runs}`, '');
  if (report.runs.length === 0) lines.push(texts.noRuns, '');
  else {
    lines.push(`| ${texts.runsHeader.join(' | ')} |`, '| --- | --- | --- | --- | --- |');
    for (const r of report.runs) {
      const result = r.error ? r.error : `${r.passed} / ${r.total}`;
      lines.push(
        `| ${cell(texts.formatDate(r.at))} | ${cell(r.name)} | ${cell(texts.kind(r.kind))} | ${cell(result)} | ${cell(r.failures)} |`,
      );
    }
    lines.push('');
  }

  const language = report.language.toLowerCase() === 'typescript' ? 'typescript' : 'javascript';
  const marks = fence(report.finalCode);
  lines.push(`## ${texts.finalCode}`, '', `${marks}${language}`, report.finalCode, marks, '');
  return lines.join('\n');
}
