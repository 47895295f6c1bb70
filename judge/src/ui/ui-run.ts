// A UI run, prepared before it reaches a worker: the input checked (400s in the learner's words),
// the tree bundled off the main thread (bundler-pool.ts over bundle-app.ts), the tests transpiled, and
// what the sandbox evaluates before the tests: the DOM and Testing Library (dom-bundle.ts, the
// run's `setup`), then "the code", the app as a function that `mountApp()` calls for every test. The verdict is the judge's, as
// for function problems: nothing of it is decided in the browser.
import { z } from 'zod';
import { badInput } from '../errors';
import { judgeMessage, messageOfIssue, zodMessage } from '../message';
import { MAX_SOURCE_BYTES } from '../config';
import { transpile } from '../transpile';
import type { UiBundler } from './bundler-pool';
import { UI_GLOBAL, domSetupScript } from './dom-bundle';
import { type Framework, flattenFiles, frameworkSchema } from './tree';

export interface UiJudgeInput {
  framework: string;
  /** the framework's FileNode[] tree */
  files: unknown;
  testCode: string;
}

const testCodeSchema = z
  .string({ error: zodMessage('input.mustBeText', { field: judgeMessage('field.theTestCode') }) })
  .refine(
    (s) => Buffer.byteLength(s, 'utf8') <= MAX_SOURCE_BYTES,
    zodMessage('input.tooLargeKb', { field: judgeMessage('field.theTestCode'), max: MAX_SOURCE_BYTES / 1024 }),
  );

/** the input's checks, with 400s in the learner's words */
export function checkUiInput(input: UiJudgeInput): {
  framework: Framework;
  files: Map<string, string>;
  testCode: string;
} {
  const framework = frameworkSchema.safeParse(input.framework);
  if (!framework.success) throw badInput(messageOfIssue(framework.error.issues[0]), { field: 'framework' });
  const testCode = testCodeSchema.safeParse(input.testCode);
  if (!testCode.success) throw badInput(messageOfIssue(testCode.error.issues[0]), { field: 'testCode' });
  return { framework: framework.data as Framework, files: flattenFiles(input.files), testCode: testCode.data };
}

export async function prepareUiRun(
  input: UiJudgeInput,
  bundler: UiBundler,
): Promise<{ setup: string; code: string; testCode: string } | { errorMessage: string }> {
  const { framework, files, testCode } = checkUiInput(input);

  const [bundle, tests, dom] = await Promise.all([
    bundler.bundle(framework, files),
    transpile(testCode, 'Javascript', 'app.test.js'),
    domSetupScript(),
  ]);
  if (!bundle.ok) return { errorMessage: bundle.message };
  if (!tests.ok) return { errorMessage: `Syntax error in the tests: ${tests.message}` };
  const { body, styles, run } = bundle.app;
  // the DOM setup apart: the same script for every UI run, so a worker has it evaluated in the
  // context it prepares for the next run (worker.ts); the code starts on the line after it
  const code = `${UI_GLOBAL}.installUi({ body: ${JSON.stringify(body)}, styles: ${JSON.stringify(styles)}, run: ${run} });`;
  return { setup: dom, code, testCode: tests.code };
}
