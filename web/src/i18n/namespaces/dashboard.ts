// Texts of the dashboard (/dashboard), both languages.
import { registerNamespace } from '../registerNamespace';

const en = {
  documentTitle: 'Dashboard',
  description: 'Your solved problems, a year of activity and the books you are learning.',
  title: 'Dashboard',
  greeting: 'Welcome back, {{name}}',
  intro: 'Here is where your interview preparation stands.',
  loading: 'Loading your dashboard',
  unavailable: 'This section could not be loaded.',
  retry: 'Try again',
  solved: {
    title: 'Solved problems',
    ofTotal: 'of {{total}}',
    ringLabel: '{{done}} of {{total}} problems solved ({{percent}}%)',
    byDifficulty: 'By difficulty',
    barValue: '{{done}} of {{total}} solved',
  },
  types: {
    title: 'Solved by problem type',
    barValue: '{{done}} of {{total}} solved ({{percent}}%)',
  },
  activity: {
    title: 'Activity',
    subtitle: 'Problems completed in the past year',
    // a record of what was done on each day, so it differs from "Solved problems" (done now)
    explanation:
      'Each day counts the problems you marked done that day, even ones you later marked not done; Solved problems counts what is done now.',
    completions: 'Completions logged',
    activeDays: 'Active days',
    maxStreak: 'Longest streak',
    currentStreak: 'Current streak',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    tooltip_zero: 'No problems on {{date}}',
    tooltip_one: '{{count}} problem on {{date}}',
    tooltip_other: '{{count}} problems on {{date}}',
    total_one: '{{count}} completion in the last year',
    total_other: '{{count}} completions in the last year',
    less: 'Less',
    more: 'More',
    levels: {
      '0': 'No problems',
      '1': '1 problem',
      '2': '2–3 problems',
      '3': '4–6 problems',
      '4': '7 or more problems',
    },
    graphLabel: 'Activity from {{start}} to {{end}}: {{completions}} on {{activeDays}}',
    completionCount_one: '{{count}} completion',
    completionCount_other: '{{count}} completions',
    activeDayCount_one: '{{count}} active day',
    activeDayCount_other: '{{count}} active days',
    keyboardHelp:
      'Use the arrow keys to read each day: Left and Right move by a week, Up and Down by a day, Page Up and Page Down by four weeks, Home and End go to the first and last day, Escape clears the selection.',
    keysHint: 'Arrow keys read each day · Esc clears',
  },
  books: {
    learning: 'Learning',
    archived: 'Archived',
    progress: '{{completed}} / {{total}} questions',
    learningEmpty: 'You are not learning any book yet.',
    learningEmptyHint: 'Pick a book from the guide and your progress will show up here.',
    browse: 'Browse the guide',
    archivedEmpty: 'No archived books. Books you archive from their page are kept here.',
  },
};

export type DashboardCatalogue = typeof en;

const zhCN: DashboardCatalogue = {
  documentTitle: '学习看板',
  description: '已解决的题目、一年的学习记录，以及你正在学习的题库。',
  title: '学习看板',
  greeting: '欢迎回来，{{name}}',
  intro: '看看你的面试准备进展到哪一步了。',
  loading: '正在加载学习看板',
  unavailable: '这一部分暂时无法加载。',
  retry: '重试',
  solved: {
    title: '已解决题目',
    ofTotal: '共 {{total}} 题',
    ringLabel: '已解决 {{done}} / {{total}} 题（{{percent}}%）',
    byDifficulty: '按难度',
    barValue: '已解决 {{done}} / {{total}} 题',
  },
  types: {
    title: '按题型统计',
    barValue: '已解决 {{done}} / {{total}} 题（{{percent}}%）',
  },
  activity: {
    title: '学习记录',
    subtitle: '过去一年完成的题目',
    explanation: '每天记下当天标记完成的题目，之后取消完成的也算在内；“已解决题目”只统计当前已完成的题。',
    completions: '完成记录',
    activeDays: '活跃天数',
    maxStreak: '最长连续',
    currentStreak: '当前连续',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
    tooltip_zero: '{{date}} 没有完成题目',
    tooltip_one: '{{date}} 完成 {{count}} 道题',
    tooltip_other: '{{date}} 完成 {{count}} 道题',
    total_one: '过去一年完成 {{count}} 次',
    total_other: '过去一年完成 {{count}} 次',
    less: '少',
    more: '多',
    levels: {
      '0': '没有完成题目',
      '1': '1 道题',
      '2': '2–3 道题',
      '3': '4–6 道题',
      '4': '7 道题及以上',
    },
    graphLabel: '{{start}} 至 {{end}} 的学习记录：{{activeDays}}共完成 {{completions}}',
    completionCount_one: '{{count}} 次',
    completionCount_other: '{{count}} 次',
    activeDayCount_one: '{{count}} 个活跃日',
    activeDayCount_other: '{{count}} 个活跃日',
    keyboardHelp:
      '用方向键逐日查看：左右键按周移动，上下键按天移动，Page Up 和 Page Down 按四周移动，Home 和 End 跳到第一天和最后一天，Esc 取消选择。',
    keysHint: '用方向键逐日查看 · Esc 取消',
  },
  books: {
    learning: '正在学习',
    archived: '已归档',
    progress: '{{completed}} / {{total}} 题',
    learningEmpty: '你还没有在学习的题库。',
    learningEmptyHint: '从学习指南里挑一个题库开始，进度会显示在这里。',
    browse: '浏览学习指南',
    archivedEmpty: '没有已归档的题库。在题库页面归档后会保存在这里。',
  },
};

export const dashboardCatalogues = { en, zhCN };
registerNamespace('dashboard', dashboardCatalogues);
