// Texts of the terms of service, the privacy policy and the community guideline.
import { registerNamespace } from '../registerNamespace';

const en = {
  lastUpdated: 'Last updated: {{date}}',
  onThisPage: 'On this page',
  terms: {
    title: 'Terms of service',
    updated: 'August 2, 2025',
    intro:
      'These terms apply to everyone who uses Frontend Forge. By browsing the site or creating an account you accept them. They are written to be read, not to trick you: if something is unclear, ask us.',
    community: {
      title: '1. A community project',
      body: 'Frontend Forge is a free, open-source platform run by volunteers. There is no paid tier and no commercial owner. We do our best to keep it online and accurate, but we cannot promise it will always be available.',
    },
    license: {
      title: '2. License of code and content',
      body: 'The source code is published under the MIT license. Questions, answers and explanations are shared under CC BY-SA 4.0 unless a file says otherwise. You keep the rights to code you write in the workbench; by submitting questions or answers to the repository you license them under the same terms.',
    },
    conduct: {
      title: '3. Conduct',
      body: 'Be respectful in comments and discussions. Do not post spam, harassment, other people’s personal data, leaked confidential interview material or anything illegal. Do not try to break the judge, the sandbox or other users’ accounts. The community guideline explains what we expect in more detail.',
    },
    responsibility: {
      title: '4. Your responsibility',
      body: 'You are responsible for your account and for keeping your password safe. You are responsible for what you post. Code you run in the workbench runs in an isolated sandbox; do not use it to attack anyone or anything.',
    },
    disclaimer: {
      title: '5. Disclaimer',
      body: 'The platform and its content are provided “as is”, without warranty of any kind. Answers are reviewed by the community but may contain mistakes, and practising here does not guarantee any interview result. To the extent the law allows, the maintainers are not liable for any damage arising from its use.',
    },
    termination: {
      title: '6. Termination',
      body: 'You may delete your account at any time from your settings. We may suspend accounts that break these terms, after a warning where reasonable. Content you contributed to the public repository stays under its license.',
    },
    changes: {
      title: '7. Changes to these terms',
      body: 'We may update these terms as the platform evolves. Significant changes are announced in the changelog and on the site at least 14 days before they take effect. The date at the top shows the latest version.',
    },
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'August 2025',
    intro: 'We collect as little as we can, we never sell data, and we tell you exactly what we keep.',
    introduction: {
      title: '1. Introduction',
      body: 'This policy explains how Frontend Forge handles personal data when you browse the site, create an account or contact us. The platform is operated by its volunteer maintainers.',
    },
    dataCollected: {
      title: '2. Data we collect',
      body: 'Account data you give us (username, email, optional names, position and avatar); your learning data (solutions, submissions, progress and comments); sign-in records (time, browser, operating system and IP address) kept for 90 days; and messages you send through the contact form.',
    },
    use: {
      title: '3. How we use it',
      body: 'To run your account, save your progress and show your dashboard; to keep the platform secure, for example by spotting suspicious sign-ins; and to answer your messages. We do not profile you for advertising.',
    },
    sharing: {
      title: '4. Sharing',
      body: 'We do not sell or rent personal data. It is shared only with the services needed to run the platform (hosting and email delivery), or when the law requires it. Public comments are visible to everyone.',
    },
    cookies: {
      title: '5. Cookies and local storage',
      body: 'We use browser storage for your sign-in tokens and preferences such as language, theme and menu state. We use no advertising or third-party tracking cookies.',
    },
    rights: {
      title: '6. Your rights',
      body: 'You can see and edit your profile in settings, export or reset your learning records, and delete your account at any time. For anything else, such as a copy of your data, contact us and we will answer within 30 days.',
    },
    changes: {
      title: '7. Changes to this policy',
      body: 'If we change how we handle data, we update this page and announce the change in the changelog. The date at the top shows the latest version.',
    },
    contact: {
      title: '8. Contact',
      body: 'Questions about privacy? Write to us from the contact page or by email. We reply within a few days.',
    },
  },
  guideline: {
    title: 'Community guideline',
    intro:
      'Frontend Forge works because people help each other. These six principles keep the community useful and welcoming.',
    respect: {
      title: 'Be respectful',
      body: 'Everyone was a beginner once. Criticise ideas, not people, and never mock a question.',
    },
    constructive: {
      title: 'Be constructive',
      body: 'Explain why an answer is wrong and how to improve it. A good comment teaches something.',
    },
    safe: {
      title: 'Keep it safe',
      body: 'No harassment, hate speech or personal data. Do not post other people’s private information.',
    },
    sharing: {
      title: 'Share generously',
      body: 'Post your solutions and interview experiences so others can learn, and credit your sources.',
    },
    originality: {
      title: 'Respect originality',
      body: 'Do not copy content you have no right to share, including confidential interview material.',
    },
    reporting: {
      title: 'Report problems',
      body: 'See something wrong? Report it on the issue tracker or through the contact page. We review every report.',
    },
    termsLink: 'Read the terms of service',
  },
};

export type LegalCatalogue = typeof en;

const zhCN: LegalCatalogue = {
  lastUpdated: '最后更新：{{date}}',
  onThisPage: '本页内容',
  terms: {
    title: '服务条款',
    updated: '2025 年 8 月 2 日',
    intro:
      '本条款适用于所有使用 Frontend Forge 的人。浏览网站或注册账号即表示你接受本条款。它们是写给人读的，而不是为了设圈套；如有不清楚的地方，欢迎询问。',
    community: {
      title: '1. 社区项目',
      body: 'Frontend Forge 是由志愿者运营的免费开源平台，没有付费会员，也没有商业所有者。我们会尽力保持服务在线、内容准确，但无法保证服务始终可用。',
    },
    license: {
      title: '2. 代码与内容的许可',
      body: '源代码以 MIT 许可证发布。除文件另有说明外，题目、答案与讲解以 CC BY-SA 4.0 共享。你在工作台中编写的代码归你所有；向仓库提交题目或答案，即表示你以相同条款授权。',
    },
    conduct: {
      title: '3. 行为规范',
      body: '在评论和讨论中保持尊重。不得发布垃圾信息、骚扰内容、他人个人信息、泄露的保密面试资料或任何违法内容。不得试图攻击判题服务、沙箱或其他用户的账号。社区准则对我们的期望有更详细的说明。',
    },
    responsibility: {
      title: '4. 你的责任',
      body: '你需要对自己的账号负责，并妥善保管密码；你需要对自己发布的内容负责。你在工作台中运行的代码处于隔离沙箱中，请勿用它攻击任何人或任何系统。',
    },
    disclaimer: {
      title: '5. 免责声明',
      body: '平台及其内容按“现状”提供，不附带任何形式的保证。答案经过社区审核，但仍可能有错误；在这里练习也不保证任何面试结果。在法律允许的范围内，维护者不对因使用本平台造成的任何损失承担责任。',
    },
    termination: {
      title: '6. 终止',
      body: '你可以随时在设置中删除账号。对于违反本条款的账号，我们可能在合理提醒后暂停其使用。你贡献到公开仓库的内容仍遵循其许可证。',
    },
    changes: {
      title: '7. 条款变更',
      body: '随着平台发展，我们可能更新本条款。重大变更会在生效前至少 14 天通过更新日志和网站公告。页首日期为最新版本的日期。',
    },
  },
  privacy: {
    title: '隐私政策',
    updated: '2025 年 8 月',
    intro: '我们尽量少收集数据，从不出售数据，并清楚告诉你我们保存了什么。',
    introduction: {
      title: '1. 简介',
      body: '本政策说明 Frontend Forge 在你浏览网站、注册账号或联系我们时如何处理个人数据。平台由志愿者维护者运营。',
    },
    dataCollected: {
      title: '2. 我们收集的数据',
      body: '你提供的账号数据（用户名、邮箱，以及可选的姓名、职位和头像）；学习数据（代码、提交记录、进度和评论）；登录记录（时间、浏览器、操作系统和 IP 地址），保存 90 天；以及你通过联系表单发送的消息。',
    },
    use: {
      title: '3. 我们如何使用',
      body: '用于维护你的账号、保存进度和展示学习看板；用于保障平台安全，例如发现可疑登录；以及回复你的消息。我们不会为广告目的对你进行画像。',
    },
    sharing: {
      title: '4. 数据共享',
      body: '我们不出售或出租个人数据。数据只会提供给运行平台所必需的服务（托管和邮件发送），或在法律要求时提供。公开评论对所有人可见。',
    },
    cookies: {
      title: '5. Cookie 与本地存储',
      body: '我们使用浏览器存储保存登录令牌，以及语言、主题和菜单状态等偏好设置。我们不使用任何广告或第三方追踪 Cookie。',
    },
    rights: {
      title: '6. 你的权利',
      body: '你可以在设置中查看和修改个人资料、重置学习记录，并随时删除账号。其他请求（例如获取数据副本）请联系我们，我们会在 30 天内答复。',
    },
    changes: {
      title: '7. 政策变更',
      body: '如果我们改变数据处理方式，会更新本页面并在更新日志中公告。页首日期为最新版本的日期。',
    },
    contact: {
      title: '8. 联系我们',
      body: '对隐私有疑问？请通过联系页面或邮件与我们联系，我们会在几天内回复。',
    },
  },
  guideline: {
    title: '社区准则',
    intro: 'Frontend Forge 之所以有用，是因为大家互相帮助。以下六条原则让社区保持有益与友善。',
    respect: {
      title: '互相尊重',
      body: '每个人都曾是新手。对事不对人，永远不要嘲笑任何问题。',
    },
    constructive: {
      title: '建设性交流',
      body: '说明答案错在哪里、如何改进。好的评论能教会别人一些东西。',
    },
    safe: {
      title: '保持安全',
      body: '禁止骚扰、仇恨言论和泄露个人信息。不要发布他人的隐私信息。',
    },
    sharing: {
      title: '乐于分享',
      body: '分享你的解法和面试经历，帮助他人学习，并注明出处。',
    },
    originality: {
      title: '尊重原创',
      body: '不要复制你无权分享的内容，包括保密的面试资料。',
    },
    reporting: {
      title: '及时举报',
      body: '发现问题？请在问题反馈区或通过联系页面告诉我们。每一份举报我们都会处理。',
    },
    termsLink: '阅读服务条款',
  },
};

export const legalCatalogues = { en, zhCN };
registerNamespace('legal', legalCatalogues);
