// Texts of /contribute, /donate and /about-us.
import { registerNamespace } from '../registerNamespace';

const en = {
  contribute: {
    eyebrow: 'Open source',
    title: 'Contribute to Frontend Forge',
    intro:
      'Every question, answer and line of code here was written by someone who wanted to help the next candidate. You can too, whether it is a typo, a new question or a feature.',
    button: 'Open a new issue',
    repository: 'View the repository',
    stepsTitle: 'How to contribute',
    step1: {
      title: 'Pick or propose',
      body: 'Browse the open issues, or open a new one describing the question, fix or idea. Say you are working on it.',
    },
    step2: {
      title: 'Fork and write',
      body: 'Fork the repository and make your change. Questions live as plain files in content/, with tests and answers in both languages.',
    },
    step3: {
      title: 'Check it locally',
      body: 'Run npm start to see your change in the site, and npm test to make sure the question loads and its tests pass.',
    },
    step4: {
      title: 'Open a pull request',
      body: 'Describe what you changed and why. A maintainer will review it, suggest changes if needed, and merge it.',
    },
    reviewTitle: 'Every contribution is reviewed',
    reviewNote:
      'Maintainers review all contributions before they go live, for correctness, clarity and both languages. Thank you for your patience and your help.',
  },
  donate: {
    eyebrow: 'Support us',
    title: 'Keep it free for everyone',
    intro:
      'Frontend Forge has no ads and no paid tier. Donations pay for servers, the domain and the judge machines. Any amount helps.',
    loading: 'Loading the ways to donate…',
    noChannelsTitle: 'No donation channel is set up on this site',
    noChannels:
      'This site takes no donations at the moment. Adding a question, fixing an answer or reporting a problem helps just as much.',
    contributeInstead: 'Ways to contribute',
    channelsTitle: 'Ways to donate',
    scanHint: 'Scan with the app',
    qrLabel: 'QR code for {{name}}',
    open: 'Open {{name}}',
    wechat: { name: 'WeChat Pay', text: 'Scan the code with WeChat.' },
    alipay: { name: 'Alipay', text: 'Scan the code with Alipay.' },
    githubSponsors: { name: 'GitHub Sponsors', text: 'Monthly or one-time, through GitHub.' },
    openCollective: { name: 'Open Collective', text: 'Card or PayPal, with a public ledger of expenses.' },
    listTitle: 'Thank you, donors',
    listIntro: 'Recent donations, listed with the donors’ permission.',
    name: 'Name',
    amount: 'Amount',
    date: 'Date',
    note: 'Note',
    anonymous: 'Anonymous',
  },
  about: {
    eyebrow: 'About us',
    title: 'Interview prep, by the community, for everyone',
    intro:
      'Frontend Forge is an open-source platform for front-end interview preparation: anyone can use it for free, and anyone can improve it.',
    missionTitle: 'Our mission',
    mission:
      'Good preparation should not depend on what you can pay. We want every front-end candidate, wherever they are, to have the same high-quality practice: real questions, runnable code and clear explanations in their language.',
    howTitle: 'How we work',
    how: 'Everything is developed in the open. Questions and answers are reviewed like code, the platform is maintained by volunteers in their free time, and the servers are paid for by donations.',
    teamTitle: 'Who we are',
    team: 'Everyone who contributes. The code, the questions and the history of every change are public in the repository.',
    contributeTitle: 'Help build it',
    contributeText: 'Add a question, fix an answer or improve the site.',
    contributeLink: 'Contribute',
    donateTitle: 'Keep it running',
    donateText: 'Cover the servers with a donation of any size.',
    donateLink: 'Donate',
  },
};

export type CommunityCatalogue = typeof en;

const zhCN: CommunityCatalogue = {
  contribute: {
    eyebrow: '开源',
    title: '参与 Frontend Forge 的贡献',
    intro:
      '这里的每一道题、每一个答案和每一行代码，都出自想帮助下一位求职者的人。你也可以：修正一个错别字、添加一道新题，或实现一个功能。',
    button: '提交新 Issue',
    repository: '查看代码仓库',
    stepsTitle: '如何贡献',
    step1: {
      title: '认领或提议',
      body: '浏览现有的 issue，或新建一个 issue 描述你的题目、修正或想法，并说明你正在处理。',
    },
    step2: {
      title: 'Fork 并编写',
      body: 'Fork 仓库并完成修改。题目以纯文件形式保存在 content/ 中，包含中英双语的测试与答案。',
    },
    step3: {
      title: '本地检查',
      body: '运行 npm start 在网站中查看效果，运行 npm test 确认题目能正常加载、测试全部通过。',
    },
    step4: {
      title: '提交 Pull Request',
      body: '说明你改了什么、为什么改。维护者会进行审核，必要时提出修改建议，然后合并。',
    },
    reviewTitle: '每一份贡献都会经过审核',
    reviewNote: '所有贡献在上线前都会由维护者审核正确性、清晰度和双语内容。感谢你的耐心与帮助。',
  },
  donate: {
    eyebrow: '支持我们',
    title: '让平台对所有人免费',
    intro: 'Frontend Forge 没有广告，也没有付费会员。捐赠用于支付服务器、域名和判题机器的费用。任何金额都是帮助。',
    loading: '正在加载捐赠方式…',
    noChannelsTitle: '本站尚未设置捐赠渠道',
    noChannels: '本站目前不接受捐赠。添加题目、修正答案或反馈问题，同样是很大的帮助。',
    contributeInstead: '参与贡献的方式',
    channelsTitle: '捐赠方式',
    scanHint: '使用对应应用扫码',
    qrLabel: '{{name}}收款二维码',
    open: '打开 {{name}}',
    wechat: { name: '微信支付', text: '使用微信扫描二维码。' },
    alipay: { name: '支付宝', text: '使用支付宝扫描二维码。' },
    githubSponsors: { name: 'GitHub Sponsors', text: '通过 GitHub 按月或一次性赞助。' },
    openCollective: { name: 'Open Collective', text: '支持银行卡或 PayPal，支出账目公开透明。' },
    listTitle: '感谢每一位捐赠者',
    listIntro: '近期捐赠记录，经捐赠者同意后公开。',
    name: '姓名',
    amount: '金额',
    date: '日期',
    note: '留言',
    anonymous: '匿名',
  },
  about: {
    eyebrow: '关于我们',
    title: '由社区打造、面向所有人的面试准备平台',
    intro: 'Frontend Forge 是一个开源的前端面试准备平台：任何人都可以免费使用，也都可以参与改进。',
    missionTitle: '我们的使命',
    mission:
      '好的准备不应该取决于你付得起多少钱。我们希望每一位前端求职者，无论身在何处，都能获得同样高质量的练习：真实的题目、可运行的代码和母语的清晰讲解。',
    howTitle: '我们如何工作',
    how: '一切都公开开发。题目与答案像代码一样经过审核，平台由志愿者利用业余时间维护，服务器费用来自捐赠。',
    teamTitle: '我们是谁',
    team: '每一位贡献者。代码、题目以及每一次修改的历史都公开在代码仓库中。',
    contributeTitle: '一起建设',
    contributeText: '添加题目、修正答案或改进网站。',
    contributeLink: '参与贡献',
    donateTitle: '支持运营',
    donateText: '任何金额的捐赠都能帮我们支付服务器费用。',
    donateLink: '捐赠',
  },
};

export const communityCatalogues = { en, zhCN };
registerNamespace('community', communityCatalogues);
