// Logos for the registered company icon names (server/src/catalog/icons.ts) that Simple Icons
// carries; the other names get a monogram (CompanyLogo.tsx). Named imports keep the bundle to
// these few paths.
import {
  type SimpleIcon,
  siAirbnb,
  siApple,
  siAtlassian,
  siBaidu,
  siBilibili,
  siBytedance,
  siDropbox,
  siGoogle,
  siHuawei,
  siKuaishou,
  siMeituan,
  siMeta,
  siNetflix,
  siPaypal,
  siPinterest,
  siShopee,
  siShopify,
  siSpotify,
  siStripe,
  siTiktok,
  siUber,
  siXiaohongshu,
  siXiaomi,
} from 'simple-icons';

export const COMPANY_LOGOS: Readonly<Record<string, SimpleIcon>> = {
  airbnb: siAirbnb,
  apple: siApple,
  atlassian: siAtlassian,
  baidu: siBaidu,
  bilibili: siBilibili,
  bytedance: siBytedance,
  dropbox: siDropbox,
  google: siGoogle,
  huawei: siHuawei,
  kuaishou: siKuaishou,
  meituan: siMeituan,
  meta: siMeta,
  netflix: siNetflix,
  paypal: siPaypal,
  pinterest: siPinterest,
  shopee: siShopee,
  shopify: siShopify,
  spotify: siSpotify,
  stripe: siStripe,
  tiktok: siTiktok,
  uber: siUber,
  xiaohongshu: siXiaohongshu,
  xiaomi: siXiaomi,
};

/** A brand color too dark to read on the dark theme's surfaces (relative luminance). */
export function isDarkColor(hex: string): boolean {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(value) || hex.replace('#', '').length !== 6) return false;
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0) < 0.08;
}
