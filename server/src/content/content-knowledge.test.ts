// A Knowledge answer teaches, it does not just state: besides the reasoning and an example, each
// model answer names the mistakes candidates make and answers the follow-ups an interviewer asks,
// in both languages.
import { describe, expect, it } from 'vitest';
import { loadContent } from './load';

const knowledge = loadContent().problems.filter((p) => p.category === 'Knowledge');

const REQUIRED_SECTIONS = {
  en: [/^## Common mistakes\b/m, /^## Follow-up questions\b/m],
  zhCN: [/^## 常见误区/m, /^## 追问/m],
} as const;

describe.each(knowledge.map((p) => [p.link, p] as const))('%s', (_link, problem) => {
  it('has the common mistakes and the follow-up questions in both languages', () => {
    for (const [lang, patterns] of Object.entries(REQUIRED_SECTIONS) as [keyof typeof REQUIRED_SECTIONS, readonly RegExp[]][]) {
      const text = problem.solution[lang] ?? '';
      for (const pattern of patterns) expect(text, `${lang} solution: ${pattern}`).toMatch(pattern);
      expect(text.match(/```/g)?.length ?? 0, `${lang} solution: an example in a code block`).toBeGreaterThanOrEqual(2);
    }
  });
});
