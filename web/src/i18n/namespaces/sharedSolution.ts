// Texts of a shared solution's public page (/solutions/:token), both languages.
import { registerNamespace } from '../registerNamespace';

const en = {
  documentTitle: 'Shared solution',
  documentTitleOf: 'A solution to {{problem}}',
  description: 'A read-only solution shared by a learner: the problem, the code and its result.',
  heading: 'Shared solution',
  intro: 'A read-only solution a learner shared. Hidden tests are never shown.',
  loading: 'Loading…',
  notShared: 'This solution is not shared, or its link was revoked.',
  problem: 'Problem',
  openProblem: 'Try this problem yourself',
  result: 'Result',
  accepted: 'Accepted: {{passed}} of {{total}} tests passed',
  notAccepted: 'Not accepted: {{passed}} of {{total}} tests passed',
  untested: 'Not tested',
  submitted: 'Submitted',
  language: 'Language',
  code: 'Code',
};

export type SharedSolutionCatalogue = typeof en;

const zhCN: SharedSolutionCatalogue = {
  documentTitle: '分享的解答',
  documentTitleOf: '{{problem}} 的解答',
  description: '学习者分享的只读解答：题目、代码和结果。',
  heading: '分享的解答',
  intro: '学习者分享的只读解答。隐藏测试永不显示。',
  loading: '加载中…',
  notShared: '此解答未分享，或其链接已被撤销。',
  problem: '题目',
  openProblem: '自己也来做这道题',
  result: '结果',
  accepted: '通过：{{passed}} / {{total}} 个测试通过',
  notAccepted: '未通过：{{passed}} / {{total}} 个测试通过',
  untested: '未测试',
  submitted: '提交时间',
  language: '语言',
  code: '代码',
};

export const sharedSolutionCatalogues = { en, zhCN };
registerNamespace('sharedSolution', sharedSolutionCatalogues);
