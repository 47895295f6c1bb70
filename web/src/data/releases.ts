// The release notes, in both languages. Loaded on its own by the changelog page.
import type { RawRelease } from './changelog';

const t = (en: string, zhCN: string) => ({ en, zhCN });

export const RELEASES: Record<string, RawRelease> = {
  v1_4_5: {
    date: '2025-08-23',
    description: t('Status page and a faster first load.', '状态页上线，首屏加载更快。'),
    changes: [
      {
        type: 'new',
        description: t(
          'A status page shows the live health of the website, API, database, judge and GitHub sign-in.',
          '新增状态页，实时展示网站、API、数据库、判题服务与 GitHub 登录的健康状况。',
        ),
      },
      {
        type: 'improvement',
        description: t(
          'Pages load on demand: the landing page downloads much less JavaScript.',
          '页面按需加载：首页需要下载的 JavaScript 大幅减少。',
        ),
      },
      {
        type: 'fix',
        description: t('The theme no longer flashes light on dark systems.', '修复深色系统下页面短暂闪白的问题。'),
      },
    ],
  },
  v1_4_4: {
    date: '2025-08-19',
    description: t('Search palette refinements.', '搜索面板优化。'),
    changes: [
      {
        type: 'improvement',
        description: t(
          'Search results are grouped into books and problems, with difficulty labels.',
          '搜索结果按题库和题目分组，并显示难度标签。',
        ),
      },
      {
        type: 'fix',
        description: t('Arrow keys now wrap around the result list.', '方向键可以在结果列表首尾循环移动。'),
      },
    ],
  },
  v1_4_3: {
    date: '2025-08-15',
    description: t('Contact form and community pages.', '联系表单与社区页面。'),
    changes: [
      {
        type: 'new',
        description: t('Send us a message from the contact page.', '可以在联系页面直接给我们留言。'),
      },
      {
        type: 'new',
        description: t(
          'A community guideline explains how we keep discussions helpful.',
          '新增社区准则，说明讨论的基本规则。',
        ),
      },
    ],
  },
  v1_4_2: {
    date: '2025-08-12',
    description: t('Two-factor authentication groundwork.', '双因素认证的准备工作。'),
    changes: [
      {
        type: 'improvement',
        description: t(
          'The two-factor switch appears in security settings, but is not yet available: it stays off for now.',
          '安全设置中出现了双因素认证开关，但该功能尚未开放，目前保持关闭。',
        ),
      },
      {
        type: 'fix',
        description: t(
          'Login records show the right operating system on iPadOS.',
          '登录记录在 iPadOS 上显示正确的操作系统。',
        ),
      },
    ],
  },
  v1_4_1: {
    date: '2025-08-08',
    description: t('Mobile navigation.', '移动端导航。'),
    changes: [
      {
        type: 'new',
        description: t(
          'A full-screen menu on phones with every section and book.',
          '手机上新增全屏菜单，包含所有栏目与题库。',
        ),
      },
      {
        type: 'fix',
        description: t(
          'The side menu no longer overlaps the content on tablets.',
          '修复平板上侧边菜单遮挡内容的问题。',
        ),
      },
    ],
  },
  v1_4_0: {
    date: '2025-08-04',
    description: t('Study plans, company guides and focus areas.', '学习计划、公司题库与专项突破。'),
    changes: [
      {
        type: 'new',
        description: t('10, 30 and 60-day study plans.', '新增 10 天、30 天与 60 天学习计划。'),
      },
      {
        type: 'new',
        description: t('Company guides for 36 tech companies.', '新增 36 家科技公司的公司题库。'),
      },
      {
        type: 'new',
        description: t('About 100 focus areas, searchable by title.', '新增约 100 个专项主题，可按标题搜索。'),
      },
    ],
  },
  v1_3_2: {
    date: '2025-08-01',
    description: t('Dashboard polish.', '学习看板细节优化。'),
    changes: [
      {
        type: 'improvement',
        description: t('The contribution graph shows a tooltip for each day.', '贡献热力图为每一天显示提示信息。'),
      },
      {
        type: 'fix',
        description: t('Progress percentages are rounded down, never up.', '进度百分比统一向下取整。'),
      },
    ],
  },
  v1_3_1: {
    date: '2025-07-29',
    description: t('Maintenance release.', '维护版本。'),
  },
  v1_3_0: {
    date: '2025-07-25',
    description: t('Mock interviews in a shared editor.', '共享编辑器中的模拟面试。'),
    changes: [
      {
        type: 'new',
        description: t(
          'Invite a friend and solve a problem together in a live shared editor.',
          '邀请朋友，在实时共享的编辑器中一起解题。',
        ),
      },
      {
        type: 'improvement',
        description: t('The editor remembers your font size.', '编辑器会记住你的字号设置。'),
      },
    ],
  },
  v1_2_1: {
    date: '2025-07-18',
    description: t('Judge stability.', '判题服务稳定性。'),
    changes: [
      {
        type: 'fix',
        description: t(
          'Long-running submissions are stopped after the time limit.',
          '超时的提交会在时间限制后被终止。',
        ),
      },
      {
        type: 'improvement',
        description: t(
          'Test results show the expected and actual values side by side.',
          '测试结果并排显示期望值与实际值。',
        ),
      },
    ],
  },
  v1_2_0: {
    date: '2025-07-14',
    description: t('Comments and live updates.', '评论与实时更新。'),
    changes: [
      {
        type: 'new',
        description: t(
          'Discuss every problem in its comments, with replies and likes.',
          '每道题都可以评论、回复和点赞。',
        ),
      },
      {
        type: 'new',
        description: t(
          'Progress and comments update live across your open tabs.',
          '进度和评论会在你打开的所有标签页中实时更新。',
        ),
      },
    ],
  },
  v1_1_1: {
    date: '2025-07-08',
    description: t('Fixes after the launch of the dashboard.', '学习看板上线后的修复。'),
    changes: [
      { type: 'fix', description: t('Archived books no longer count as in progress.', '已归档的题库不再计入学习中。') },
      {
        type: 'fix',
        description: t('Dark mode colours in the contribution graph.', '修复深色模式下贡献热力图的配色。'),
      },
    ],
  },
  v1_1_0: {
    date: '2025-07-05',
    description: t('Accounts and the personal dashboard.', '账号与个人学习看板。'),
    changes: [
      {
        type: 'new',
        description: t(
          'Sign up with email or GitHub and keep your progress.',
          '支持邮箱或 GitHub 注册，保存学习进度。',
        ),
      },
      {
        type: 'new',
        description: t(
          'A dashboard with solved counts and a one-year contribution graph.',
          '学习看板展示解题统计与一年的贡献热力图。',
        ),
      },
    ],
  },
  v1_0_1: {
    date: '2025-06-30',
    description: t('First fixes.', '首批修复。'),
    changes: [
      {
        type: 'fix',
        description: t(
          'Chinese titles no longer break the book cards on small screens.',
          '修复小屏幕上中文标题撑破题库卡片的问题。',
        ),
      },
    ],
  },
  v1_0_0: {
    date: '2025-06-28',
    description: t('The first public release.', '首个公开版本。'),
    changes: [
      {
        type: 'new',
        description: t('Books of front-end interview questions in English and Chinese.', '中英双语的前端面试题库。'),
      },
      {
        type: 'new',
        description: t(
          'An in-browser editor with tests for every coding problem.',
          '每道编程题都配有浏览器内编辑器与测试。',
        ),
      },
      { type: 'new', description: t('Light and dark themes.', '浅色与深色主题。') },
    ],
  },
};
