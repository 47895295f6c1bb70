// Texts of the platform rating card (dashboard and the end of a mock interview), both languages.
import { registerNamespace } from '../registerNamespace';

const en = {
  title: 'How is your preparation going here?',
  intro: 'Rate the platform from 1 to 5. One rating per account; you can change it any time.',
  legend: 'Your rating',
  star_one: '{{count}} star',
  star_other: '{{count}} stars',
  comment: 'What would make it better? (optional)',
  save: 'Save rating',
  update: 'Update rating',
  saved: 'Thank you, your rating is saved.',
  current: 'You rated it {{score}} out of 5.',
  pick: 'Choose from 1 to 5 stars first.',
};

export type RatingCatalogue = typeof en;

const zhCN: RatingCatalogue = {
  title: '你在这里的备考体验如何？',
  intro: '请为平台打 1 到 5 分。每个账号一个评分，可以随时修改。',
  legend: '你的评分',
  star_one: '{{count}} 星',
  star_other: '{{count}} 星',
  comment: '有什么可以做得更好？（选填）',
  save: '提交评分',
  update: '更新评分',
  saved: '谢谢，你的评分已保存。',
  current: '你给出了 {{score}} 分（满分 5 分）。',
  pick: '请先选择 1 到 5 星。',
};

export const ratingCatalogues = { en, zhCN };
registerNamespace('rating', ratingCatalogues);
