// Texts of the guide page (/guide), both languages.
import { registerNamespace } from '../registerNamespace';

const en = {
  eyebrow: 'Getting started',
  title: 'Your path to the offer',
  intro:
    'Start with the required courses: they cover what nearly every front-end interview asks. Then pick electives that match your timeline, your target companies and your weak spots.',
  required: {
    title: 'Required courses',
    text: 'Seven books, in this order. Each builds on the one before.',
    step: 'Step {{n}}',
  },
  electives: {
    title: 'Electives',
    text: 'Mix and match once the basics are in place.',
  },
  plans: {
    title: 'Study plans',
    text: 'A schedule for the time you have.',
    link: 'All study plans',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
  companies: {
    title: 'Companies',
    text: 'What your target company tends to ask.',
    link: 'All 36 companies',
  },
  topics: {
    title: 'Topics',
    text: 'Go deep on one subject at a time.',
    link: 'All focus areas',
  },
  all: {
    title: 'Want everything at once?',
    text: 'Every question in the bank, in one book, with filters for difficulty, type and company.',
    button: 'Browse all interview questions',
  },
};

export type GuideCatalogue = typeof en;

const zhCN: GuideCatalogue = {
  eyebrow: '入门指南',
  title: '通往 Offer 的路线',
  intro: '先学必修课程：它们覆盖了几乎所有前端面试都会问的内容。然后按你的时间、目标公司和薄弱环节选择选修内容。',
  required: {
    title: '必修课程',
    text: '七个题库，按顺序学习，每一个都以前一个为基础。',
    step: '第 {{n}} 步',
  },
  electives: {
    title: '选修内容',
    text: '打好基础之后，自由组合。',
  },
  plans: {
    title: '学习计划',
    text: '按你拥有的时间安排学习。',
    link: '全部学习计划',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
  },
  companies: {
    title: '公司题库',
    text: '了解目标公司常问的题目。',
    link: '全部 36 家公司',
  },
  topics: {
    title: '专项主题',
    text: '一次深入一个主题。',
    link: '全部专项',
  },
  all: {
    title: '想一次看完所有题目？',
    text: '所有题目都收录在这个题库里，可以按难度、类型和公司筛选。',
    button: '浏览全部面试题',
  },
};

export const guideCatalogues = { en, zhCN };
registerNamespace('guide', guideCatalogues);
