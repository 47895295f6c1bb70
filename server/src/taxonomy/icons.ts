// The registered company icon names: a company's `icon` must be one of them (the web app maps
// each to a logo). Names are letters, digits, underscores and hyphens. Add a name here when the
// web app gains its logo; the admin page offers this list (query companyIcons).
export const ICON_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export const COMPANY_ICONS = [
  // the companies of the /companies listing page
  'google',
  'meta',
  'amazon',
  'apple',
  'microsoft',
  'netflix',
  'bytedance',
  'alibaba',
  'tencent',
  'baidu',
  'meituan',
  'jd',
  'pinduoduo',
  'kuaishou',
  'netease',
  'xiaomi',
  'huawei',
  'didi',
  'ant-group',
  'bilibili',
  'xiaohongshu',
  'shopee',
  'airbnb',
  'uber',
  'linkedin',
  'stripe',
  'shopify',
  'atlassian',
  'salesforce',
  'adobe',
  'paypal',
  'spotify',
  'dropbox',
  'pinterest',
  'booking',
  'tiktok',
  // a neutral logo for a company without its own
  'building',
] as const;

const registered = new Set<string>(COMPANY_ICONS);

export function isRegisteredIcon(name: string): boolean {
  return registered.has(name);
}
