// The release notes, in both languages, from the repository's changelogs. Loaded on its own by
// the changelog page.
import english from '../../../CHANGELOG.md?raw';
import chinese from '../../../CHANGELOG.zh-CN.md?raw';
import { releasesFromChangelogs } from './changelog';

export const RELEASES = releasesFromChangelogs(english, chinese);
