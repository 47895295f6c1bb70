import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS } from './shareTargets';
import { buildShareUrl, glyphColorOn, groupShareTargets, shareText } from './shareUrl';

const payload = {
  url: 'https://frontendforge.dev/book/top-100',
  title: '前端 Top 100 & more',
  text: 'Closures, promises?',
};

describe('buildShareUrl', () => {
  it('percent-encodes spaces, Chinese and reserved characters (never "+")', () => {
    const built = buildShareUrl('https://service.weibo.com/share/share.php?url={url}&title={title}', payload);
    expect(built).toBe(
      'https://service.weibo.com/share/share.php?url=https%3A%2F%2Ffrontendforge.dev%2Fbook%2Ftop-100' +
        '&title=%E5%89%8D%E7%AB%AF%20Top%20100%20%26%20more',
    );
    // a "&" in the title does not start a new parameter
    const params = new URL(built).searchParams;
    expect([...params.keys()]).toEqual(['url', 'title']);
    expect(params.get('title')).toBe(payload.title);
    expect(params.get('url')).toBe(payload.url);
  });

  it('fills every placeholder, keeping literal separators of the template', () => {
    expect(buildShareUrl('https://wa.me/?text={title}%20{url}', payload)).toBe(
      `https://wa.me/?text=${encodeURIComponent(payload.title)}%20${encodeURIComponent(payload.url)}`,
    );
    expect(buildShareUrl('mailto:?subject={title}&body={text}%0A%0A{url}', payload)).toBe(
      'mailto:?subject=%E5%89%8D%E7%AB%AF%20Top%20100%20%26%20more&body=Closures%2C%20promises%3F%0A%0Ahttps%3A%2F%2Ffrontendforge.dev%2Fbook%2Ftop-100',
    );
  });

  it('gives every link target a URL that carries the page and round-trips the title', () => {
    const links = SHARE_TARGETS.filter((target) => target.action === 'link');
    for (const target of links) {
      expect(target.url, target.id).toContain('{url}');
      const built = buildShareUrl(target.url, payload);
      expect(built, target.id).not.toMatch(/\{(url|title|text)\}/);
      expect(built, target.id).toMatch(/^(https:\/\/|mailto:\?)/);
      expect(built, target.id).not.toContain(' ');
      // a parameter that is the title alone reads back as the title
      const key = /[?&]([a-z]+)=\{title\}(?:&|$)/i.exec(target.url)?.[1];
      if (key) expect(new URL(built).searchParams.get(key), target.id).toBe(payload.title);
    }
  });
});

describe('share targets', () => {
  it('has about 25 unique targets including copy link, email and a WeChat QR code', () => {
    const ids = SHARE_TARGETS.map((target) => target.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(24);
    expect(ids.length).toBeLessThanOrEqual(28);
    expect(SHARE_TARGETS.find((target) => target.id === 'wechat')?.action).toBe('qr');
    expect(SHARE_TARGETS.find((target) => target.id === 'copy')?.action).toBe('copy');
    expect(SHARE_TARGETS.find((target) => target.id === 'email')).toMatchObject({ action: 'link' });
  });

  it('lists domestic (Chinese) platforms first', () => {
    const regions = SHARE_TARGETS.map((target) => target.region);
    const firstInternational = regions.indexOf('international');
    expect(regions.slice(0, firstInternational).every((region) => region === 'domestic')).toBe(true);
    expect(regions.slice(firstInternational).every((region) => region === 'international')).toBe(true);
    expect(SHARE_TARGETS.slice(0, 6).map((target) => target.id)).toEqual([
      'wechat',
      'weibo',
      'qq',
      'qzone',
      'douban',
      'tieba',
    ]);
  });

  it('groups by region, domestic first, keeping the order inside each group', () => {
    const shuffled = [
      { id: 'x', region: 'international' as const },
      { id: 'weibo', region: 'domestic' as const },
      { id: 'reddit', region: 'international' as const },
      { id: 'qq', region: 'domestic' as const },
    ];
    expect(groupShareTargets(shuffled).map((g) => [g.region, g.targets.map((t) => t.id)])).toEqual([
      ['domestic', ['weibo', 'qq']],
      ['international', ['x', 'reddit']],
    ]);
    expect(groupShareTargets([{ id: 'x', region: 'international' as const }]).map((g) => g.region)).toEqual([
      'international',
    ]);
  });
});

describe('shareText', () => {
  it('keeps a short description and cuts a long one at a word with an ellipsis', () => {
    expect(shareText('  Closures,\n promises  ')).toBe('Closures, promises');
    const long = 'word '.repeat(60);
    const cut = shareText(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/word…$/);
  });
});

describe('glyphColorOn', () => {
  it('draws white on brand colours and dark on very light ones', () => {
    expect(glyphColorOn('07C160')).toBe('#ffffff'); // WeChat green
    expect(glyphColorOn('000000')).toBe('#ffffff'); // X
    expect(glyphColorOn('FECE00')).toBe('#0f172a'); // Qzone yellow
    expect(glyphColorOn('#FFFFFF')).toBe('#0f172a');
  });
});
