// Texts of the API page for tool authors (/api-docs), both languages. The examples' code is the
// same in both (ApiDocsPage.tsx); the words around it are here.
import { registerNamespace } from '../registerNamespace';

const en = {
  documentTitle: 'API for tools',
  description: 'Read the question bank and your progress from your own tools through the GraphQL API.',
  eyebrow: 'Developers',
  title: 'The GraphQL API',
  intro:
    'Everything the site shows comes from one public GraphQL endpoint. Your own tools can read the question bank without an account, and read or update your progress with a personal access token.',
  endpoint: {
    title: 'Endpoint',
    text: 'Send POST requests with a JSON body { query, variables } to the endpoint below. Open it in a browser for GraphiQL, with the schema and its descriptions. Texts come in the language of the X-Locale header: en or zhCN.',
    graphiql: 'Open GraphiQL',
  },
  token: {
    title: 'Personal access tokens',
    text: 'Create a token under Settings → Security → API tokens. Choose “Read only” to read your progress, “Read and write progress” to also mark problems, track books, save code, run and submit, or “Read and use mock interviews” for your interview rooms, their pads and notes. A token can never change your password, email, two-step verification, tokens or account. It is shown once: keep it secret, and revoke it when a tool no longer needs it.',
    header: 'Send it in every request:',
    settings: 'Manage your tokens',
  },
  examples: {
    title: 'Examples',
    problems: 'Medium JavaScript function problems, 20 at a time, with the total',
    book: 'A book with your status of each problem in it (needs a token)',
    progress: 'Your records, most recently changed first (needs a token)',
    mark: 'Mark a problem done in a book (needs the “Read and write progress” scope)',
    streak:
      'Your current and longest streak of days with a solved problem (needs a token; REST: GET /api/users/streak)',
    review:
      'Your spaced-repetition review: what is due, a 7-day forecast, and grading an item (REST: GET /api/review, POST /api/review/grade)',
    share:
      'Share a submission by a public link and read it back (REST: POST /api/submissions/:id/share, GET /api/shared-solutions/:token)',
    editorPreferences:
      'Your editor preferences (keymap default, vim or emacs; autocomplete; font size; theme): any token reads them, only a sign-in changes them',
    curl: 'The same from a shell',
  },
  limits: {
    title: 'Limits',
    text: 'To keep the service fast for everyone, each operation and each client has limits. A refused operation answers a GraphQL error that names the limit; a client over its budget gets HTTP 429 with a Retry-After header.',
    depth: 'Depth: at most 20 levels of nested fields.',
    aliases: 'Aliases: at most 15 per document.',
    tokens: 'Size: at most 2,000 tokens per document.',
    cost: 'Cost: at most 10,000 — each field costs 1, and a list multiplies its fields by first / last (or 20 when not given).',
    rate: 'Rate: 6,000 requests a minute per signed-in user or token, else per address.',
  },
  cors: {
    title: 'From a web page',
    text: 'Any origin may call the API with a bearer token (CORS allows every origin, without cookies).',
  },
};

export type ApiDocsCatalogue = typeof en;

const zhCN: ApiDocsCatalogue = {
  documentTitle: '工具接入 API',
  description: '通过 GraphQL API，在你自己的工具里读取题库和学习进度。',
  eyebrow: '开发者',
  title: 'GraphQL API',
  intro:
    '网站上的所有内容都来自同一个公开的 GraphQL 接口。你的工具无需账号即可读取题库；配合个人访问令牌，还可以读取或更新你的学习进度。',
  endpoint: {
    title: '接口地址',
    text: '向下面的地址发送 POST 请求，JSON 请求体为 { query, variables }。在浏览器中打开它即是 GraphiQL，可以查看 schema 及字段说明。返回文本的语言由请求头 X-Locale 决定：en 或 zhCN。',
    graphiql: '打开 GraphiQL',
  },
  token: {
    title: '个人访问令牌',
    text: '在“设置 → 安全 → API 令牌”中创建令牌。选择“只读”可以读取你的进度；选择“读取并更新进度”还可以标记题目、追踪题库、保存代码、运行和提交；选择“读取并使用模拟面试”可以使用你的面试房间、代码板和笔记。令牌永远不能修改你的密码、邮箱、两步验证、令牌或账号。令牌只显示一次：请妥善保管，工具不再使用时及时撤销。',
    header: '每个请求都带上：',
    settings: '管理我的令牌',
  },
  examples: {
    title: '示例',
    problems: '中等难度的 JavaScript 手写题，每页 20 道，附总数',
    book: '某个题库及你在其中每道题的状态（需要令牌）',
    progress: '你的做题记录，最近变化的在前（需要令牌）',
    mark: '在题库中把一道题标记为完成（需要“读取并更新进度”权限）',
    streak: '你做出题目的当前连续天数和最长连续天数（需要令牌；REST：GET /api/users/streak）',
    review:
      '你的间隔复习：今天到期的内容、未来 7 天的预测，以及给一项评分（REST：GET /api/review，POST /api/review/grade）',
    share: '用公开链接分享一次提交并读取它（REST：POST /api/submissions/:id/share，GET /api/shared-solutions/:token）',
    editorPreferences:
      '你的编辑器偏好（键位 default、vim 或 emacs，自动补全，字号，主题）：任何令牌都可读取，只有登录后才能修改',
    curl: '在命令行中调用',
  },
  limits: {
    title: '限制',
    text: '为了让所有人都能流畅使用，每个请求和每个客户端都有上限。超出上限的请求会返回说明具体限制的 GraphQL 错误；超出频率预算的客户端会收到 HTTP 429 和 Retry-After 响应头。',
    depth: '嵌套深度：最多 20 层。',
    aliases: '别名：每个文档最多 15 个。',
    tokens: '长度：每个文档最多 2000 个词法单元。',
    cost: '代价：最多 10000 —— 每个字段计 1，列表字段按 first / last（未指定时按 20）倍计。',
    rate: '频率：每个登录用户或令牌每分钟最多 6000 个请求，未登录时按 IP 地址计算。',
  },
  cors: {
    title: '在网页中调用',
    text: '任何来源的网页都可以携带令牌调用 API（CORS 允许所有来源，但不携带 Cookie）。',
  },
};

registerNamespace('apiDocs', { en, zhCN });
