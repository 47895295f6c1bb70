// Texts of the listing pages (/plans, /companies, /fields), both languages.
import { registerNamespace } from '../registerNamespace';

const en = {
  plans: {
    eyebrow: 'Study plans',
    title: 'Study plans',
    description:
      'Pick the schedule that matches your interview date. Each plan is a book of problems in a sensible order.',
  },
  companies: {
    eyebrow: 'Company guides',
    title: 'Company guides',
    description: 'Front-end questions reported from interviews at 36 well-known tech companies.',
  },
  fields: {
    eyebrow: 'Focus areas',
    title: 'Focus areas',
    description: 'About a hundred topics, from JavaScript and CSS to networking, security and system design.',
  },
  companyDescription: 'Front-end interview questions asked at {{name}}.',
  fieldDescription: 'Questions and explanations on {{name}}.',
  companyPreparing: 'We are collecting the front-end questions {{name}} asks.',
  fieldPreparing: 'Questions on {{name}} are being written.',
  card: {
    inPreparation: 'In preparation',
    filtered: 'From all questions',
    problems_one: '{{count}} problem',
    problems_other: '{{count}} problems',
  },
};

export type ListingsCatalogue = typeof en;

const zhCN: ListingsCatalogue = {
  plans: {
    eyebrow: '学习计划',
    title: '学习计划',
    description: '按面试日期选择合适的学习安排。每个计划都是一本按合理顺序排列的题库。',
  },
  companies: {
    eyebrow: '公司题库',
    title: '公司题库',
    description: '来自 36 家知名科技公司面试的前端真题。',
  },
  fields: {
    eyebrow: '专项突破',
    title: '专项突破',
    description: '约一百个主题，从 JavaScript、CSS 到网络、安全与系统设计。',
  },
  companyDescription: '{{name}} 面试中出现过的前端题目。',
  fieldDescription: '关于 {{name}} 的题目与讲解。',
  companyPreparing: '我们正在收集 {{name}} 的前端面试题。',
  fieldPreparing: '{{name}} 相关题目正在编写中。',
  card: {
    inPreparation: '筹备中',
    filtered: '选自全部题目',
    problems_one: '{{count}} 道题',
    problems_other: '{{count}} 道题',
  },
};

export const listingsCatalogues = { en, zhCN };
registerNamespace('listings', listingsCatalogues);
