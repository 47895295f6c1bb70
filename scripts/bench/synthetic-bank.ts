// A large synthetic question bank for benchmarks: 10,000 bilingual problems built from word lists
// (titles like "Implement virtual list with tests #42" / "实现虚拟列表（附带测试）#42") and a
// book of the first 330 of them (the size the bank is growing to: the largest book holds it all), with tags and companies as real problems have. Inserted with
// set-based SQL, in seconds. Never part of the normal seed.
import pg from 'pg';

export const SYNTHETIC_PROBLEMS = 10_000;
export const BOOK_SIZE = 330;
export const BOOK_LINK = 'bench-book';

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** 10,000 bilingual problems built from word lists, and a book of 100 of them with tags. */
export async function insertSyntheticBank(url: string): Promise<void> {
  const en = {
    verb: ['Implement', 'Explain', 'Build', 'Design', 'Compare', 'Optimize', 'Debug', 'Write'],
    subject: [
      'debounce',
      'throttle',
      'promise pool',
      'event loop',
      'virtual list',
      'LRU cache',
      'deep clone',
      'carousel',
      'modal dialog',
      'tabs component',
      'router',
      'state store',
      'diff algorithm',
      'scheduler',
      'tree shaking',
      'HTTP caching',
      'CSS grid',
      'web worker',
      'service worker',
      'infinite scroll',
      'flexbox layout',
      'closure',
      'prototype chain',
      'event delegation',
      'drag and drop',
      'date picker',
      'autocomplete',
      'file uploader',
      'image lazy loading',
      'rate limiter',
      'retry with backoff',
      'binary search',
      'trie',
      'heap',
      'graph traversal',
      'dynamic programming',
      'CORS',
      'OAuth flow',
      'WebSocket chat',
      'SSR hydration',
    ],
    extra: ['from scratch', 'with tests', 'in TypeScript', 'for large data', 'step by step', 'under pressure'],
  };
  const zh = {
    verb: ['实现', '解释', '构建', '设计', '比较', '优化', '调试', '编写'],
    subject: [
      '防抖',
      '节流',
      'Promise 并发池',
      '事件循环',
      '虚拟列表',
      'LRU 缓存',
      '深拷贝',
      '轮播图',
      '模态对话框',
      '标签页组件',
      '路由',
      '状态管理',
      'diff 算法',
      '调度器',
      '摇树优化',
      'HTTP 缓存',
      'CSS 网格',
      'Web Worker',
      'Service Worker',
      '无限滚动',
      '弹性布局',
      '闭包',
      '原型链',
      '事件委托',
      '拖拽',
      '日期选择器',
      '自动补全',
      '文件上传',
      '图片懒加载',
      '限流器',
      '指数退避重试',
      '二分查找',
      '字典树',
      '堆',
      '图遍历',
      '动态规划',
      '跨域',
      'OAuth 流程',
      'WebSocket 聊天',
      'SSR 注水',
    ],
    extra: ['从零开始', '附带测试', '使用 TypeScript', '面向大数据量', '逐步讲解', '限时完成'],
  };
  // a made-up product name per problem ("kalomi", "卡洛米") so titles are as varied as real ones
  const syllables = ['ka', 'lo', 'mi', 'ze', 'ru', 'po', 'ti', 'va', 'qu', 'ne', 'sa', 'do', 'fe', 'gu', 'hi', 'jo'];
  const hanzi = ['卡', '洛', '米', '泽', '鲁', '波', '缇', '瓦', '曲', '内', '萨', '多', '菲', '古', '希', '乔'];
  const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
  const pick = (xs: string[], expr: string) => `(${arr(xs)})[1 + (${expr}) % ${xs.length}]`;
  const name = (xs: string[]) => `${pick(xs, 'i * 7')} || ${pick(xs, 'i / 3 + i * 5')} || ${pick(xs, 'i / 11')}`;
  await sql(
    url,
    `INSERT INTO "Problem" ("id", "link", "titleEn", "titleZh", "descriptionEn", "descriptionZh", "category",
                            "difficulty", "minutes", "supportLanguages", "supportFrameworks", "createdAt", "updatedAt",
                            "describeEn", "describeZh", "solutionEn", "solutionZh")
     SELECT 'bench-' || i, 'bench-problem-' || i,
            ${pick(en.verb, 'i')} || ' ' || ${pick(en.subject, 'i / 8')} || ' for ' || ${name(syllables)}
              || ' ' || ${pick(en.extra, 'i / 320')} || ' #' || i,
            ${pick(zh.verb, 'i')} || ${name(hanzi)} || '的' || ${pick(zh.subject, 'i / 8')}
              || '（' || ${pick(zh.extra, 'i / 320')} || '）#' || i,
            'A practice question about ' || ${pick(en.subject, 'i / 3')} || ' in the ' || ${name(syllables)}
              || ' app, asked in front-end interviews.',
            '关于' || ${name(hanzi)} || '应用中' || ${pick(zh.subject, 'i / 3')} || '的前端面试练习题。',
            (ARRAY['Article','Knowledge','JSFunction','UICoding'])[1 + i % 4]::"ProblemCategory",
            (ARRAY['Easy','Medium','Hard'])[1 + i % 3]::"Difficulty",
            5 + i % 40, ARRAY['Javascript','Typescript'], ARRAY['React','Vue'],
            now() AT TIME ZONE 'UTC' - make_interval(mins => i), now() AT TIME ZONE 'UTC',
            -- statements and solutions about as large as the real bank's (content/: 10-43 KB a problem,
            -- median 15 KB; here ~12 KB), so a list that reads them when it shows titles pays for it here
            repeat('Statement paragraph with an example and its constraints. ', 40 + i % 20),
            repeat('题目描述段落，包含示例与约束条件。', 60 + i % 30),
            repeat('Solution walkthrough with code and complexity analysis. ', 40 + i % 20),
            repeat('解题思路与代码讲解，以及复杂度分析。', 60 + i % 30)
       FROM generate_series(1, ${SYNTHETIC_PROBLEMS}) AS i`,
  );
  await sql(
    url,
    `INSERT INTO "Book" ("id", "link", "titleEn", "titleZh", "descriptionEn", "descriptionZh", "icon", "sortOrder", "updatedAt")
     VALUES ('bench-book', '${BOOK_LINK}', 'Benchmark book', '基准测试书', '100 synthetic problems', '100 道合成题目',
             'library', 999, now() AT TIME ZONE 'UTC')`,
  );
  await sql(
    url,
    `INSERT INTO "BookProblem" ("bookId", "problemId", "position")
     SELECT 'bench-book', 'bench-' || i, i FROM generate_series(1, ${BOOK_SIZE}) AS i`,
  );
  // two tags and one company per book problem, as real problems have
  await sql(
    url,
    `INSERT INTO "ProblemTag" ("problemId", "tagId")
     SELECT 'bench-' || i, t."id" FROM generate_series(1, ${BOOK_SIZE}) AS i
       CROSS JOIN LATERAL (SELECT "id" FROM "Tag" ORDER BY "key" OFFSET i % 10 LIMIT 2) t`,
  );
  await sql(
    url,
    `INSERT INTO "ProblemCompany" ("problemId", "companyId")
     SELECT 'bench-' || i, c."id" FROM generate_series(1, ${BOOK_SIZE}) AS i
       CROSS JOIN LATERAL (SELECT "id" FROM "Company" ORDER BY "key" OFFSET i % 5 LIMIT 1) c`,
  );
  // As autovacuum would after a bulk load: flush the GIN pending lists, refresh statistics.
  await sql(url, 'VACUUM ANALYZE');
}
