// Texts of the book page's search, filters and sorting, both languages.
import { registerNamespace } from '../registerNamespace';

const en = {
  toolbarLabel: 'Search, sort and filter the problems',
  search: {
    label: 'Search in this book',
    placeholder: 'Search in this book',
    clear: 'Clear search',
  },
  categories: {
    label: 'Problem type',
    all: 'All',
    count_one: '{{count}} problem',
    count_other: '{{count}} problems',
  },
  sort: {
    trigger: 'Sort: {{option}}',
    menuLabel: 'Sort problems by',
    options: {
      default: 'Book order',
      TITLE_ASC: 'Title, A to Z',
      TITLE_DESC: 'Title, Z to A',
      DIFFICULTY_ASC: 'Easiest first',
      DIFFICULTY_DESC: 'Hardest first',
      CREATE_TIME_ASC: 'Oldest first',
      CREATE_TIME_DESC: 'Newest first',
    },
  },
  filters: {
    button: 'Filters',
    heading: 'Filters',
    active_one: '{{count}} active filter',
    active_other: '{{count}} active filters',
    clearAll: 'Clear all',
    showAll: 'Show all {{count}}',
    showFewer: 'Show fewer',
    valueCount_one: '{{count}} problem',
    valueCount_other: '{{count}} problems',
    groups: {
      difficulty: 'Difficulty',
      kind: 'Kind',
      supportFramework: 'Frameworks',
      supportLanguage: 'Languages',
      company: 'Companies',
      tag: 'Tags',
    },
  },
  drawer: {
    close: 'Close filters',
    description: 'Narrow the list by difficulty, kind, framework, language, company or tag.',
    show_one: 'Show {{count}} result',
    show_other: 'Show {{count}} results',
  },
  summary: {
    all_one: '{{count}} problem',
    all_other: '{{count}} problems',
    filtered_one: '{{count}} of {{total}} problems',
    filtered_other: '{{count}} of {{total}} problems',
    totalTime: 'Total time:',
  },
  duration: {
    hoursMinutes: '{{hours}} h {{minutes}} min',
    hours: '{{hours}} h',
    minutes: '{{minutes}} min',
  },
  empty: {
    title: 'No problems match',
    body: 'Nothing in this book fits the current search and filters. Try removing some of them.',
    clear: 'Clear filters',
  },
};

export type BookFiltersCatalogue = typeof en;

const zhCN: BookFiltersCatalogue = {
  toolbarLabel: '搜索、排序和筛选题目',
  search: {
    label: '在本题库中搜索',
    placeholder: '在本题库中搜索',
    clear: '清空搜索',
  },
  categories: {
    label: '题目类型',
    all: '全部',
    count_one: '{{count}} 道题',
    count_other: '{{count}} 道题',
  },
  sort: {
    trigger: '排序：{{option}}',
    menuLabel: '题目排序方式',
    options: {
      default: '默认顺序',
      TITLE_ASC: '标题升序',
      TITLE_DESC: '标题降序',
      DIFFICULTY_ASC: '由易到难',
      DIFFICULTY_DESC: '由难到易',
      CREATE_TIME_ASC: '最早发布',
      CREATE_TIME_DESC: '最新发布',
    },
  },
  filters: {
    button: '筛选',
    heading: '筛选',
    active_one: '已启用 {{count}} 个筛选条件',
    active_other: '已启用 {{count}} 个筛选条件',
    clearAll: '全部清除',
    showAll: '显示全部 {{count}} 项',
    showFewer: '收起',
    valueCount_one: '{{count}} 道题',
    valueCount_other: '{{count}} 道题',
    groups: {
      difficulty: '难度',
      kind: '题型',
      supportFramework: '框架',
      supportLanguage: '语言',
      company: '公司',
      tag: '标签',
    },
  },
  drawer: {
    close: '关闭筛选',
    description: '按难度、题型、框架、语言、公司或标签缩小题目范围。',
    show_one: '查看 {{count}} 个结果',
    show_other: '查看 {{count}} 个结果',
  },
  summary: {
    all_one: '共 {{count}} 道题',
    all_other: '共 {{count}} 道题',
    filtered_one: '{{count}} / {{total}} 道题',
    filtered_other: '{{count}} / {{total}} 道题',
    totalTime: '总用时：',
  },
  duration: {
    hoursMinutes: '{{hours}} 小时 {{minutes}} 分钟',
    hours: '{{hours}} 小时',
    minutes: '{{minutes}} 分钟',
  },
  empty: {
    title: '没有符合条件的题目',
    body: '本题库中没有题目符合当前的搜索和筛选条件，试着去掉一些条件。',
    clear: '清除筛选',
  },
};

export const bookFiltersCatalogues = { en, zhCN };
registerNamespace('bookFilters', bookFiltersCatalogues);
