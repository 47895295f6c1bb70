// Builds share links from the templates in shareTargets.ts, and the text a book is shared with.
import type { ShareRegion, ShareTarget } from './shareTargets';

export interface SharePayload {
  /** the absolute page URL */
  url: string;
  title: string;
  /** a short description; may be empty */
  text: string;
}

const PLACEHOLDER = /\{(url|title|text)\}/g;

/**
 * Replaces `{url}`, `{title}` and `{text}` with their values, percent-encoded with
 * encodeURIComponent (spaces as %20, never "+": mailto: and several share pages read "+"
 * literally). The rest of the template is already a valid URL and is left as written.
 */
export function buildShareUrl(template: string, payload: SharePayload): string {
  return template.replace(PLACEHOLDER, (_, name: keyof SharePayload) => encodeURIComponent(payload[name]));
}

/** Services cap the text they prefill; a description is cut at a word near `max` characters. */
export function shareText(description: string, max = 120): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The targets of each region, keeping the table's order: domestic first. */
export function groupShareTargets<T extends Pick<ShareTarget, 'region'>>(
  targets: readonly T[],
): { region: ShareRegion; targets: T[] }[] {
  const regions: ShareRegion[] = ['domestic', 'international'];
  return regions
    .map((region) => ({ region, targets: targets.filter((target) => target.region === region) }))
    .filter((group) => group.targets.length > 0);
}

const LIGHT_BRAND = 0.55;

/**
 * The glyph colour on a brand-coloured tile: white as the brands draw themselves, near-black
 * on very light brand colours (Qzone's yellow) where white would vanish. WCAG relative luminance.
 */
export function glyphColorOn(hex: string): '#ffffff' | '#0f172a' {
  const value = hex.replace('#', '');
  const channel = (i: number) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance < LIGHT_BRAND ? '#ffffff' : '#0f172a';
}
