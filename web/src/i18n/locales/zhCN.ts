// Simplified Chinese catalogue; typed as the English one so a missing or extra key fails
// the typecheck. Plural keys keep both forms because i18next asks for _one/_other.
import type { Catalogue } from './en';

const zhCN: Catalogue = {
  app: {
    name: 'Frontend Forge',
    tagline: '免费开源的前端面试准备平台',
  },
  nav: {
    home: '首页',
    skipToContent: '跳到正文',
    primary: '主导航',
    breadcrumb: '面包屑导航',
  },
  language: {
    label: '语言',
    en: 'English',
    zhCN: '简体中文',
  },
  theme: {
    toLight: '切换到浅色主题',
    toDark: '切换到深色主题',
  },
  footer: {
    copyright: '© {{year}} {{name}}',
    openSource: '基于 MIT 许可证免费开源。',
  },
  home: {
    documentTitle: '前端面试准备',
    heroEyebrow: '免费 · 开源 · 没有付费墙',
    heroTitle: '为前端面试做好准备',
    heroPromise: '精选题库、浏览器内动手编码、清晰可见的学习进度，永久免费。',
    booksHeading: '题库',
    booksCount_one: '共 {{count}} 本',
    booksCount_other: '共 {{count}} 本',
    loadMore: '加载更多题库',
    loadingMore: '加载中…',
    loadingBooks: '正在加载题库',
    empty: '还没有题库，敬请期待。',
    problemCount_one: '{{count}} 道题',
    problemCount_other: '{{count}} 道题',
    openBook: '打开题库',
  },
  book: {
    documentTitle: '题库',
    books: '题库',
    loadingBook: '正在加载题库',
    features: '本题库包含',
    progressTitle: '我的进度',
    progressSummary: '已完成 {{completed}} / {{total}}',
    progressLabel: '题库进度',
    problemsHeading: '题目',
    problemsEmpty: '这个题库还没有题目。',
    minutes_one: '{{count}} 分钟',
    minutes_other: '{{count}} 分钟',
    tags: '标签',
  },
  problem: {
    documentTitle: '题目',
    loadingProblem: '正在加载题目',
    backToBook: '返回题库',
    statement: '题目描述',
    noStatement: '这道题还没有描述。',
    workbenchSoon: '交互式工作台（编辑器、测试与预览）即将上线。目前先以纯文本展示题目描述。',
    category: {
      Article: '文章',
      Knowledge: '知识点',
      JSFunction: 'JS 函数',
      UICoding: 'UI 编程',
    },
    difficulty: {
      Easy: '简单',
      Medium: '中等',
      Hard: '困难',
    },
    status: {
      RESOLVED: '已解决',
      PENDING: '尝试过',
      UNRESOLVED: '未开始',
    },
  },
  notFound: {
    documentTitle: '页面不存在',
    code: '404',
    title: '页面不存在',
    message: '你访问的页面不存在或已被移动。',
    goHome: '返回首页',
  },
  error: {
    title: '出了点问题',
    retry: '重试',
    unknown: '未知错误',
  },
};

export default zhCN;
