// Texts of the header's account slot (user menu, sign-out confirmation) and of the session
// itself (an ended session). Small and loaded with the shell: the header shows them on every
// page. The sign-in pages and settings have their own namespace (./account.ts).
import { registerNamespace } from '../registerNamespace';

export const accountMenuNamespace = 'accountMenu';

const en = {
  greeting: 'Hi, {{name}}',
  signedInAs: 'Signed in as {{username}}',
  dashboard: 'Dashboard',
  review: 'Review',
  interviews: 'Mock interviews',
  settings: 'Settings',
  adminTags: 'Manage tags',
  adminCompanies: 'Manage companies',
  signOut: 'Sign out',
  signOutTitle: 'Sign out?',
  signOutBody: 'You will need to sign in again to save progress and see your dashboard.',
  signOutConfirm: 'Sign out',
  cancel: 'Cancel',
  sessionExpired: 'Your session has ended. Please sign in again.',
};

export type AccountMenuCatalogue = typeof en;

const zhCN: AccountMenuCatalogue = {
  greeting: '你好，{{name}}',
  signedInAs: '当前账号：{{username}}',
  dashboard: '学习看板',
  review: '复习',
  interviews: '模拟面试',
  settings: '账户设置',
  adminTags: '标签管理',
  adminCompanies: '公司管理',
  signOut: '退出登录',
  signOutTitle: '确定退出登录？',
  signOutBody: '退出后需要重新登录才能保存进度、查看学习看板。',
  signOutConfirm: '退出登录',
  cancel: '取消',
  sessionExpired: '登录已失效，请重新登录。',
};

export const accountMenuCatalogues = { en, zhCN };
registerNamespace(accountMenuNamespace, accountMenuCatalogues);
