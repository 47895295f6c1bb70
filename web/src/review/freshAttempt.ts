// A fresh attempt at a solved problem: the workbench opened with ?fresh=1 starts from the blank
// starter, keeps its draft apart from the learner's saved code, and hides earlier code until the
// attempt is submitted or given up (workbench/fresh/).
import { standaloneProblemPath } from '../app/paths';

export const FRESH_PARAM = 'fresh';

export const freshAttemptPath = (link: string) => `${standaloneProblemPath(link)}?${FRESH_PARAM}=1`;
