// The static content of the listing pages (/plans, /companies, /fields) and of the guide's
// electives: book links with titles in both languages. A book the question bank does not
// have yet still gets a card from this data (booksByLinks simply skips unknown links); a
// company or topic card then leads to the all-questions book filtered by its `keys`.
export interface Localized {
  en: string;
  zhCN: string;
}

export interface ListingEntry {
  slug: string;
  title: Localized;
  /** a short text when the book is not in the question bank yet */
  description?: Localized;
  /** an icon name ListingIcon or BookIcon understands, else a monogram is drawn */
  icon?: string;
  /**
   * The company keys (companies.yaml) or tag keys (tags.yaml) this card stands for, when they
   * differ from the slug. Only keys that name the same topic: a looser match would promise
   * questions the card does not hold.
   */
  keys?: string[];
}

export const PLANS: ListingEntry[] = [
  {
    slug: '10-day-study-plan',
    icon: 'zap',
    title: { en: '10-day study plan', zhCN: '10 天学习计划' },
    description: {
      en: 'Interview next week? The highest-yield questions, one focused session a day.',
      zhCN: '下周就面试？每天一次专注练习，只做最高频的题目。',
    },
  },
  {
    slug: '30-day-study-plan',
    icon: 'calendar-days',
    title: { en: '30-day study plan', zhCN: '30 天学习计划' },
    description: {
      en: 'A month of steady practice: fundamentals, hand-written functions and UI components.',
      zhCN: '一个月稳步练习：基础知识、手写函数与 UI 组件。',
    },
  },
  {
    slug: '60-day-study-plan',
    icon: 'target',
    title: { en: '60-day study plan', zhCN: '60 天学习计划' },
    description: {
      en: 'The complete path, from JavaScript basics to algorithms and front-end system design.',
      zhCN: '完整路线：从 JavaScript 基础到算法与前端系统设计。',
    },
  },
];

const company = (slug: string, en: string, zhCN: string): ListingEntry => ({ slug, title: { en, zhCN } });

/** 36 well-known tech companies whose front-end interviews candidates prepare for. */
export const COMPANIES: ListingEntry[] = [
  company('google', 'Google', '谷歌'),
  company('meta', 'Meta', 'Meta'),
  company('amazon', 'Amazon', '亚马逊'),
  company('apple', 'Apple', '苹果'),
  company('microsoft', 'Microsoft', '微软'),
  company('netflix', 'Netflix', '奈飞'),
  company('bytedance', 'ByteDance', '字节跳动'),
  company('alibaba', 'Alibaba', '阿里巴巴'),
  company('tencent', 'Tencent', '腾讯'),
  company('baidu', 'Baidu', '百度'),
  company('meituan', 'Meituan', '美团'),
  company('jd', 'JD.com', '京东'),
  company('pinduoduo', 'Pinduoduo', '拼多多'),
  company('kuaishou', 'Kuaishou', '快手'),
  company('netease', 'NetEase', '网易'),
  company('xiaomi', 'Xiaomi', '小米'),
  company('huawei', 'Huawei', '华为'),
  company('didi', 'DiDi', '滴滴'),
  company('ant-group', 'Ant Group', '蚂蚁集团'),
  company('bilibili', 'Bilibili', '哔哩哔哩'),
  company('xiaohongshu', 'Xiaohongshu', '小红书'),
  company('shopee', 'Shopee', 'Shopee'),
  company('airbnb', 'Airbnb', '爱彼迎'),
  company('uber', 'Uber', '优步'),
  company('linkedin', 'LinkedIn', '领英'),
  company('stripe', 'Stripe', 'Stripe'),
  company('shopify', 'Shopify', 'Shopify'),
  company('atlassian', 'Atlassian', 'Atlassian'),
  company('salesforce', 'Salesforce', 'Salesforce'),
  company('adobe', 'Adobe', 'Adobe'),
  company('paypal', 'PayPal', 'PayPal'),
  company('spotify', 'Spotify', 'Spotify'),
  company('dropbox', 'Dropbox', 'Dropbox'),
  company('pinterest', 'Pinterest', 'Pinterest'),
  company('booking', 'Booking.com', 'Booking.com'),
  company('tiktok', 'TikTok', 'TikTok'),
];

/** The five the guide features. */
export const FEATURED_COMPANIES = ['google', 'meta', 'bytedance', 'alibaba', 'tencent'];

const field = (slug: string, en: string, zhCN: string = en, keys?: string[]): ListingEntry => ({
  slug,
  title: { en, zhCN },
  icon: slug,
  ...(keys && { keys }),
});

/** 100 focus areas (a book each, else the problems tagged with the slug or `keys`). */
export const FIELDS: ListingEntry[] = [
  field('javascript', 'JavaScript'),
  field('typescript', 'TypeScript'),
  field('html', 'HTML'),
  field('css', 'CSS'),
  field('react', 'React'),
  field('vue', 'Vue'),
  field('angular', 'Angular'),
  field('svelte', 'Svelte'),
  field('nodejs', 'Node.js'),
  field('browser', 'Browser internals', '浏览器原理'),
  field('performance', 'Performance', '性能优化'),
  field('ssr', 'Server-side rendering', '服务端渲染'),
  field('http', 'HTTP'),
  field('https', 'HTTPS'),
  field('http2', 'HTTP/2'),
  field('http3', 'HTTP/3 and QUIC', 'HTTP/3 与 QUIC'),
  field('cors', 'CORS', '跨域资源共享'),
  field('tcp', 'TCP'),
  field('dns', 'DNS'),
  field('cdn', 'CDN'),
  field('websocket', 'WebSocket'),
  field('caching', 'Caching', '缓存'),
  field('cookies', 'Cookies and storage', 'Cookie 与存储'),
  field('security', 'Web security', 'Web 安全'),
  field('xss', 'XSS'),
  field('csrf', 'CSRF'),
  field('oauth', 'OAuth'),
  field('jwt', 'JWT'),
  field('system-design', 'System design', '系统设计'),
  field('algorithm', 'Algorithms', '算法'),
  field('data-structures', 'Data structures', '数据结构'),
  field('dynamic-programming', 'Dynamic programming', '动态规划'),
  field('sorting', 'Sorting', '排序'),
  field('trees', 'Trees', '树'),
  field('graphs', 'Graphs', '图'),
  field('linked-list', 'Linked lists', '链表'),
  field('closures', 'Closures', '闭包', ['closure']),
  field('prototype', 'Prototypes and inheritance', '原型与继承'),
  field('this', 'The this keyword', 'this 关键字'),
  field('scope', 'Scope and hoisting', '作用域与提升'),
  field('event-loop', 'Event loop', '事件循环'),
  field('promise', 'Promises', 'Promise'),
  field('async-await', 'Async and await', 'async 与 await', ['async']),
  field('generators', 'Generators and iterators', '生成器与迭代器'),
  field('es6', 'ES6+ features', 'ES6+ 新特性'),
  field('modules', 'JavaScript modules', 'JavaScript 模块化'),
  field('regex', 'Regular expressions', '正则表达式'),
  field('functional-programming', 'Functional programming', '函数式编程'),
  field('oop', 'Object-oriented programming', '面向对象编程'),
  field('design-patterns', 'Design patterns', '设计模式'),
  field('dom', 'DOM'),
  field('events', 'DOM events', 'DOM 事件'),
  field('bom', 'Browser object model', '浏览器对象模型'),
  field('rendering', 'Rendering pipeline', '渲染流水线'),
  field('reflow', 'Reflow and repaint', '重排与重绘'),
  field('flexbox', 'Flexbox'),
  field('grid', 'CSS grid', 'CSS 网格'),
  field('responsive-design', 'Responsive design', '响应式设计'),
  field('animation', 'Animations', '动画'),
  field('css-architecture', 'CSS architecture', 'CSS 架构'),
  field('tailwind', 'Tailwind CSS'),
  field('accessibility', 'Accessibility', '无障碍'),
  field('seo', 'SEO'),
  field('i18n', 'Internationalization', '国际化'),
  field('canvas', 'Canvas'),
  field('svg', 'SVG'),
  field('webgl', 'WebGL'),
  field('web-workers', 'Web workers', 'Web Worker'),
  field('service-worker', 'Service workers', 'Service Worker'),
  field('pwa', 'Progressive web apps', '渐进式 Web 应用'),
  field('web-components', 'Web components', 'Web 组件'),
  field('virtual-dom', 'Virtual DOM', '虚拟 DOM'),
  field('react-hooks', 'React hooks', 'React Hooks'),
  field('react-performance', 'React performance', 'React 性能'),
  field('state-management', 'State management', '状态管理'),
  field('redux', 'Redux'),
  field('react-router', 'React Router'),
  field('nextjs', 'Next.js'),
  field('nuxt', 'Nuxt'),
  field('vue-reactivity', 'Vue reactivity', 'Vue 响应式原理'),
  field('pinia', 'Pinia'),
  field('graphql', 'GraphQL'),
  field('rest-api', 'REST APIs', 'REST API'),
  field('webpack', 'Webpack'),
  field('vite', 'Vite'),
  field('babel', 'Babel'),
  field('bundling', 'Bundling and tree shaking', '打包与摇树优化'),
  field('code-splitting', 'Code splitting', '代码分割'),
  field('testing', 'Testing', '测试'),
  field('unit-testing', 'Unit testing', '单元测试'),
  field('e2e-testing', 'End-to-end testing', '端到端测试'),
  field('git', 'Git'),
  field('ci-cd', 'CI/CD', '持续集成与部署'),
  field('monorepo', 'Monorepos', 'Monorepo'),
  field('micro-frontends', 'Micro-frontends', '微前端'),
  field('memory-leaks', 'Memory leaks', '内存泄漏'),
  field('web-vitals', 'Core Web Vitals', '核心网页指标'),
  field('image-optimization', 'Image optimization', '图片优化'),
  field('mini-program', 'Mini programs', '小程序', ['miniprogram']),
  field('react-native', 'React Native'),
];

/** The guide's electives: topics it names. */
export const GUIDE_TOPICS = ['javascript', 'performance', 'ssr', 'html', 'browser'];
