// The public list of donations shown on /donate (static; updated by the maintainers).
export interface Donation {
  id: string;
  name: string;
  amount: number;
  currency: 'CNY' | 'USD' | 'EUR';
  date: string;
  note: string;
}

export const DONATIONS: Donation[] = [
  { id: 'd18', name: '林小雨', amount: 50, currency: 'CNY', date: '2025-08-21', note: '拿到 offer 了，谢谢！' },
  { id: 'd17', name: 'Daniel K.', amount: 10, currency: 'USD', date: '2025-08-18', note: 'Great UI questions.' },
  { id: 'd16', name: '', amount: 20, currency: 'CNY', date: '2025-08-15', note: '' },
  { id: 'd15', name: '王同学', amount: 66, currency: 'CNY', date: '2025-08-12', note: '校招加油' },
  { id: 'd14', name: 'Sofia M.', amount: 15, currency: 'EUR', date: '2025-08-09', note: 'Keep it free!' },
  { id: 'd13', name: '张工', amount: 100, currency: 'CNY', date: '2025-08-05', note: '服务器费用的一点心意' },
  { id: 'd12', name: 'Kenji T.', amount: 5, currency: 'USD', date: '2025-08-02', note: 'Coffee for the maintainers.' },
  { id: 'd11', name: '', amount: 30, currency: 'CNY', date: '2025-07-30', note: '' },
  { id: 'd10', name: '陈默', amount: 88, currency: 'CNY', date: '2025-07-27', note: '手写题太实用了' },
  {
    id: 'd09',
    name: 'Ana P.',
    amount: 20,
    currency: 'USD',
    date: '2025-07-22',
    note: 'Passed my onsite thanks to this.',
  },
  { id: 'd08', name: '刘洋', amount: 10, currency: 'CNY', date: '2025-07-18', note: '' },
  { id: 'd07', name: 'Tom H.', amount: 25, currency: 'USD', date: '2025-07-12', note: 'For the judge servers.' },
  { id: 'd06', name: '赵一', amount: 200, currency: 'CNY', date: '2025-07-08', note: '感谢开源' },
  { id: 'd05', name: 'Lena W.', amount: 10, currency: 'EUR', date: '2025-07-03', note: '' },
  { id: 'd04', name: '孙悦', amount: 20, currency: 'CNY', date: '2025-06-30', note: '双语讲解很棒' },
  { id: 'd03', name: 'Ravi S.', amount: 5, currency: 'USD', date: '2025-06-29', note: 'Thank you!' },
];
