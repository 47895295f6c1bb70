// Where a book can be shared: one row per target, domestic (Chinese) platforms first. Every
// `url` template uses a share endpoint the service documents or has long kept working; `{url}`,
// `{title}` and `{text}` are replaced by their percent-encoded values (see shareUrl.ts).
// Left out on purpose: Zhihu (no web share endpoint), Pocket (shut down in 2025), Evernote
// (its clipper needs the browser extension).
import {
  type SimpleIcon,
  siBaidu,
  siBlogger,
  siBluesky,
  siDouban,
  siFacebook,
  siFlipboard,
  siInstapaper,
  siLine,
  siPinterest,
  siQq,
  siQzone,
  siReddit,
  siSinaweibo,
  siTelegram,
  siThreads,
  siTumblr,
  siVk,
  siWechat,
  siWhatsapp,
  siX,
  siXing,
  siYcombinator,
} from 'simple-icons';
import type { BookActionsCatalogue } from '../../../i18n/namespaces/bookActions';

export type ShareRegion = 'domestic' | 'international';

/** A label translated in the bookActions catalogue, or a brand name shown as is. */
export type ShareLabel = { key: keyof BookActionsCatalogue['share']['targets'] | 'copyLink' } | { brand: string };

/** A brand glyph from simple-icons, a lucide icon by name, or letters on the brand colour. */
export type ShareIcon =
  | { kind: 'brand'; icon: Pick<SimpleIcon, 'path' | 'hex'> }
  | { kind: 'lucide'; name: 'mail' | 'link'; hex: string }
  | { kind: 'monogram'; text: string; hex: string };

interface TargetBase {
  id: string;
  label: ShareLabel;
  region: ShareRegion;
  icon: ShareIcon;
}

/** link: opens `url` (a new tab, or the mail app); qr: shows a QR code of the page; copy: copies it */
export type ShareTarget =
  (TargetBase & { action: 'link'; url: string }) | (TargetBase & { action: 'qr' }) | (TargetBase & { action: 'copy' });

const brand = (icon: SimpleIcon): ShareIcon => ({ kind: 'brand', icon });

export const SHARE_TARGETS: readonly ShareTarget[] = [
  // ── domestic ──
  { id: 'wechat', label: { key: 'wechat' }, region: 'domestic', icon: brand(siWechat), action: 'qr' },
  {
    id: 'weibo',
    label: { key: 'weibo' },
    region: 'domestic',
    icon: brand(siSinaweibo),
    action: 'link',
    url: 'https://service.weibo.com/share/share.php?url={url}&title={title}',
  },
  {
    id: 'qq',
    label: { brand: 'QQ' },
    region: 'domestic',
    icon: brand(siQq),
    action: 'link',
    url: 'https://connect.qq.com/widget/shareqq/index.html?url={url}&title={title}&summary={text}',
  },
  {
    id: 'qzone',
    label: { key: 'qzone' },
    region: 'domestic',
    icon: brand(siQzone),
    action: 'link',
    url: 'https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url={url}&title={title}&summary={text}',
  },
  {
    id: 'douban',
    label: { key: 'douban' },
    region: 'domestic',
    icon: brand(siDouban),
    action: 'link',
    url: 'https://www.douban.com/share/service?href={url}&name={title}&text={text}',
  },
  {
    id: 'tieba',
    label: { key: 'tieba' },
    region: 'domestic',
    icon: brand(siBaidu),
    action: 'link',
    url: 'https://tieba.baidu.com/f/commit/share/openShareApi?url={url}&title={title}&desc={text}',
  },
  // ── international ──
  {
    id: 'x',
    label: { brand: 'X' },
    region: 'international',
    icon: brand(siX),
    action: 'link',
    url: 'https://x.com/intent/post?url={url}&text={title}',
  },
  {
    id: 'facebook',
    label: { brand: 'Facebook' },
    region: 'international',
    icon: brand(siFacebook),
    action: 'link',
    url: 'https://www.facebook.com/sharer/sharer.php?u={url}',
  },
  {
    id: 'linkedin',
    label: { brand: 'LinkedIn' },
    region: 'international',
    // simple-icons dropped LinkedIn at the brand's request
    icon: { kind: 'monogram', text: 'in', hex: '0A66C2' },
    action: 'link',
    url: 'https://www.linkedin.com/sharing/share-offsite/?url={url}',
  },
  {
    id: 'reddit',
    label: { brand: 'Reddit' },
    region: 'international',
    icon: brand(siReddit),
    action: 'link',
    url: 'https://www.reddit.com/submit?url={url}&title={title}',
  },
  {
    id: 'telegram',
    label: { brand: 'Telegram' },
    region: 'international',
    icon: brand(siTelegram),
    action: 'link',
    url: 'https://t.me/share/url?url={url}&text={title}',
  },
  {
    id: 'whatsapp',
    label: { brand: 'WhatsApp' },
    region: 'international',
    icon: brand(siWhatsapp),
    action: 'link',
    url: 'https://wa.me/?text={title}%20{url}',
  },
  {
    id: 'line',
    label: { brand: 'LINE' },
    region: 'international',
    icon: brand(siLine),
    action: 'link',
    url: 'https://social-plugins.line.me/lineit/share?url={url}',
  },
  {
    id: 'bluesky',
    label: { brand: 'Bluesky' },
    region: 'international',
    icon: brand(siBluesky),
    action: 'link',
    url: 'https://bsky.app/intent/compose?text={title}%20{url}',
  },
  {
    id: 'threads',
    label: { brand: 'Threads' },
    region: 'international',
    icon: brand(siThreads),
    action: 'link',
    url: 'https://www.threads.com/intent/post?url={url}&text={title}',
  },
  {
    id: 'pinterest',
    label: { brand: 'Pinterest' },
    region: 'international',
    icon: brand(siPinterest),
    action: 'link',
    url: 'https://www.pinterest.com/pin/create/button/?url={url}&description={title}',
  },
  {
    id: 'tumblr',
    label: { brand: 'Tumblr' },
    region: 'international',
    icon: brand(siTumblr),
    action: 'link',
    url: 'https://www.tumblr.com/widgets/share/tool?canonicalUrl={url}&title={title}&caption={text}',
  },
  {
    id: 'hackernews',
    label: { brand: 'Hacker News' },
    region: 'international',
    icon: brand(siYcombinator),
    action: 'link',
    url: 'https://news.ycombinator.com/submitlink?u={url}&t={title}',
  },
  {
    id: 'vk',
    label: { brand: 'VK' },
    region: 'international',
    icon: brand(siVk),
    action: 'link',
    url: 'https://vk.com/share.php?url={url}&title={title}',
  },
  {
    id: 'xing',
    label: { brand: 'XING' },
    region: 'international',
    icon: brand(siXing),
    action: 'link',
    url: 'https://www.xing.com/spi/shares/new?url={url}',
  },
  {
    id: 'flipboard',
    label: { brand: 'Flipboard' },
    region: 'international',
    icon: brand(siFlipboard),
    action: 'link',
    url: 'https://share.flipboard.com/bookmarklet/popout?v=2&url={url}&title={title}',
  },
  {
    id: 'instapaper',
    label: { brand: 'Instapaper' },
    region: 'international',
    icon: brand(siInstapaper),
    action: 'link',
    url: 'https://www.instapaper.com/hello2?url={url}&title={title}&description={text}',
  },
  {
    id: 'blogger',
    label: { brand: 'Blogger' },
    region: 'international',
    icon: brand(siBlogger),
    action: 'link',
    url: 'https://www.blogger.com/blog-this.g?u={url}&n={title}&t={text}',
  },
  {
    id: 'email',
    label: { key: 'email' },
    region: 'international',
    icon: { kind: 'lucide', name: 'mail', hex: '475569' },
    action: 'link',
    url: 'mailto:?subject={title}&body={text}%0A%0A{url}',
  },
  {
    id: 'copy',
    label: { key: 'copyLink' },
    region: 'international',
    icon: { kind: 'lucide', name: 'link', hex: '4F46E5' },
    action: 'copy',
  },
];
