// Texts of the landing page (/), both languages; registered when the landing chunk loads.
import { registerNamespace } from '../registerNamespace';

const en = {
  hero: {
    eyebrow: 'Free · Open source · Community-run',
    title: 'Land your next',
    titleAccent: 'front-end offer',
    promise:
      'Mock interviews, a bilingual question bank and progress tracking in one place. Practise the way real interviews run: write code in the browser, run the tests, see where you stand.',
    primarySignedOut: 'Start with the guide',
    primarySignedIn: 'Go to your dashboard',
    secondary: 'Contribute',
    rating: '{{average}}/5',
    ratingText_one: 'from {{count}} learner’s rating',
    ratingText_other: 'from {{count}} learners’ ratings',
    ratingLabel: 'Rated {{average}} out of 5 on average by {{count}} learners',
    scopeLabel: 'What you will practise',
    scope: {
      javascript: 'JavaScript basics',
      ui: 'UI components',
      dsa: 'Data structures & algorithms',
      design: 'Front-end system design',
    },
    demo: {
      label: 'Example: a debounce problem solved in the workbench',
      file: 'debounce.js',
      tests: 'Tests',
      passed: '3 of 3 passed',
      case1: 'waits for the pause',
      case2: 'keeps the last arguments',
      case3: 'can be cancelled',
    },
  },
  features: {
    eyebrow: 'Why candidates choose it',
    title: 'Everything you need, nothing behind a paywall',
    subtitle: 'Built in the open: every question, test and answer is public and reviewed like code.',
    mockInterview: {
      title: 'Mock interviews',
      text: 'Pair with a friend in a shared live editor and rehearse the real thing, timer and all.',
    },
    questionBank: {
      title: 'A curated question bank',
      text: 'JavaScript, UI components, algorithms and design, grouped into books with clear difficulty.',
    },
    progress: {
      title: 'Progress you can see',
      text: 'A dashboard with solved counts, a contribution graph and the books you are working through.',
    },
    bilingual: {
      title: 'English and Chinese',
      text: 'Every question, answer and screen in both languages. Switch at any time.',
    },
    openSource: {
      title: 'Free and open source',
      text: 'No subscriptions, no locked answers. The code and the questions are public and reviewed.',
    },
    community: {
      title: 'Made by the community',
      text: 'Anyone can propose a question or fix an answer; each change is reviewed before it goes live.',
    },
  },
  ide: {
    eyebrow: 'The workbench',
    title: 'An IDE in your browser',
    subtitle: 'No setup. Open a problem and start coding the way you would at work.',
    editor: {
      title: 'A real code editor',
      text: 'Syntax highlighting, autocompletion and formatting for JavaScript, TypeScript, React and Vue.',
    },
    preview: {
      title: 'Live preview',
      text: 'See your UI component render as you type, in a sandbox that cannot touch the page.',
    },
    tests: {
      title: 'Instant tests',
      text: 'Run the visible tests in a second, then submit against the hidden cases on the judge.',
    },
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'Candidates who prepared here',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    free: {
      q: 'Is it really free?',
      a: 'Yes. Every question, answer and feature is free. The platform is run by volunteers and paid for by donations; there is no premium tier.',
    },
    who: {
      q: 'Who is it for?',
      a: 'Anyone preparing for a front-end interview, from a first internship to a senior role. Start with the guide and it will suggest a path for your timeline.',
    },
    account: {
      q: 'Do I need an account?',
      a: 'No, you can browse and read everything without one. Sign in to save your code, track progress and use the dashboard.',
    },
    languages: {
      q: 'Which languages and frameworks are covered?',
      a: 'JavaScript and TypeScript first, with UI problems in React and Vue, plus networking, browsers, algorithms and system design.',
    },
    contribute: {
      q: 'Can I add a question or fix an answer?',
      a: 'Please do. Open an issue or a pull request on GitHub; every contribution is reviewed before it goes live.',
    },
  },
  cta: {
    title: 'Your next interview starts here',
    text: 'Pick a book, set a plan and practise a little every day. It is free, and it always will be.',
    button: 'Start preparing',
    secondary: 'Browse study plans',
  },
  author: {
    eyebrow: 'From the author',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Questions or feedback?',
    text: 'We read every message. Found a mistake in an answer, or missing a topic? Tell us.',
    email: 'Email us',
    discussions: 'Join the discussions',
    form: 'Send a message',
  },
};

export type LandingCatalogue = typeof en;

const zhCN: LandingCatalogue = {
  hero: {
    eyebrow: '免费 · 开源 · 社区驱动',
    title: '拿下你的下一个',
    titleAccent: '前端 Offer',
    promise:
      '模拟面试、中英双语题库与进度追踪，一站搞定。按真实面试的方式练习：在浏览器里写代码、跑测试，随时看清自己的水平。',
    primarySignedOut: '从入门指南开始',
    primarySignedIn: '进入学习看板',
    secondary: '参与贡献',
    rating: '{{average}}/5',
    ratingText_one: '来自 {{count}} 位学习者的评分',
    ratingText_other: '来自 {{count}} 位学习者的评分',
    ratingLabel: '{{count}} 位学习者的平均评分为 {{average}} 分（满分 5 分）',
    scopeLabel: '练习内容',
    scope: {
      javascript: 'JavaScript 基础',
      ui: 'UI 组件',
      dsa: '数据结构与算法',
      design: '前端系统设计',
    },
    demo: {
      label: '示例：在工作台中完成一道防抖题',
      file: 'debounce.js',
      tests: '测试',
      passed: '3 / 3 通过',
      case1: '等待停顿后执行',
      case2: '保留最后一次参数',
      case3: '可以取消',
    },
  },
  features: {
    eyebrow: '为什么选择我们',
    title: '你需要的一切，没有付费墙',
    subtitle: '公开构建：每道题、每个测试和每份答案都公开，并像代码一样经过评审。',
    mockInterview: {
      title: '模拟面试',
      text: '和朋友在共享的实时编辑器中结对，连计时都和真实面试一样。',
    },
    questionBank: {
      title: '精选题库',
      text: 'JavaScript、UI 组件、算法与设计，按书分组，难度清晰。',
    },
    progress: {
      title: '看得见的进度',
      text: '学习看板展示已解决题数、贡献热力图和正在学习的题库。',
    },
    bilingual: {
      title: '中英双语',
      text: '每道题、每个答案、每个页面都有中英两种语言，随时切换。',
    },
    openSource: {
      title: '免费开源',
      text: '没有订阅，没有锁住的答案。代码和题目全部公开，并经过审核。',
    },
    community: {
      title: '社区共建',
      text: '任何人都可以提议新题或修正答案，每次修改都会在上线前经过评审。',
    },
  },
  ide: {
    eyebrow: '编码工作台',
    title: '浏览器里的 IDE',
    subtitle: '无需任何配置。打开一道题，像平时工作一样开始写代码。',
    editor: {
      title: '真正的代码编辑器',
      text: '支持 JavaScript、TypeScript、React 与 Vue 的语法高亮、自动补全和格式化。',
    },
    preview: {
      title: '实时预览',
      text: '边写边看组件渲染效果，运行在无法触及页面的沙箱中。',
    },
    tests: {
      title: '即时测试',
      text: '一秒跑完公开测试，再提交到判题服务，接受隐藏用例的检验。',
    },
  },
  testimonials: {
    eyebrow: '用户评价',
    title: '在这里备考的求职者',
  },
  faq: {
    eyebrow: '常见问题',
    title: '常见问题',
    free: {
      q: '真的免费吗？',
      a: '是的。所有题目、答案和功能都免费。平台由志愿者运营，依靠捐赠维持，没有付费会员。',
    },
    who: {
      q: '适合哪些人？',
      a: '任何准备前端面试的人，从第一份实习到资深岗位。先看入门指南，它会按你的时间安排推荐学习路线。',
    },
    account: {
      q: '需要注册账号吗？',
      a: '不需要，不登录也能浏览和阅读全部内容。登录后可以保存代码、记录进度并使用学习看板。',
    },
    languages: {
      q: '覆盖哪些语言和框架？',
      a: '以 JavaScript 和 TypeScript 为主，UI 题目支持 React 与 Vue，还包括网络、浏览器、算法与系统设计。',
    },
    contribute: {
      q: '我可以添加题目或修正答案吗？',
      a: '非常欢迎。在 GitHub 上提交 issue 或 pull request，每一份贡献都会在上线前经过审核。',
    },
  },
  cta: {
    title: '下一场面试，从这里开始',
    text: '选一本题库，定一个计划，每天练一点。它是免费的，也将一直免费。',
    button: '开始准备',
    secondary: '查看学习计划',
  },
  author: {
    eyebrow: '作者的话',
  },
  contact: {
    eyebrow: '联系',
    title: '有问题或建议？',
    text: '每条消息我们都会阅读。发现答案有误，或缺少某个主题？告诉我们。',
    email: '发送邮件',
    discussions: '加入讨论',
    form: '给我们留言',
  },
};

export const landingCatalogues = { en, zhCN };
registerNamespace('landing', landingCatalogues);
