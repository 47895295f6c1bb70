// Simplified Chinese for the API's messages that carry a value (a field name, a limit, a
// wait). Each rule matches the English sentence the code builds and rebuilds it in Chinese.

/** field names the validation messages put in front of "is required." and the like */
const FIELDS: Record<string, string> = {
  Username: '用户名',
  'Username or email': '用户名或邮箱',
  Email: '邮箱',
  'New email': '新邮箱',
  Password: '密码',
  'New password': '新密码',
  'Current password': '当前密码',
  'Confirm password': '确认密码',
  'Verification code': '验证码',
  Code: '验证码',
  'The code': '代码',
  Challenge: '登录凭据',
  Nickname: '昵称',
  Name: '姓名',
  'First name': '名',
  'Last name': '姓',
  Position: '职位',
  Message: '留言内容',
  Key: 'Key',
  Icon: '图标',
  Label: '名称',
  Book: '题库',
  Problem: '题目',
  book: '题库',
  problem: '题目',
};

const field = (name: string) => FIELDS[name] ?? name;

/** "42 seconds" / "1 minute" (security/rate-limit.ts describeWait) */
function wait(text: string): string {
  const match = /^(\d+) (second|minute)s?$/.exec(text);
  if (!match) return text;
  return `${match[1]} ${match[2] === 'second' ? '秒' : '分钟'}`;
}

type Rule = [pattern: RegExp, zh: (...groups: string[]) => string];

// The first rule that matches wins: the specific ones come before the generic "<field> is …".
export const zhPatterns: Rule[] = [
  [/^The text filter is at most (\d+) characters\.$/, (n) => `文本筛选最多 ${n} 个字符。`],
  // personal access tokens (accounts/api-tokens.ts, api-token-scopes.ts)
  [/^A token name is at most (\d+) characters\.$/, (n) => `令牌名称最多 ${n} 个字符。`],
  [/^You can hold at most (\d+) tokens\. Revoke one first\.$/, (n) => `最多只能持有 ${n} 个令牌，请先撤销一个。`],
  [
    /^Too many subscriptions on this connection: at most (\d+)\. Complete one before starting another\.$/,
    (n) => `这个连接上的订阅过多：最多 ${n} 个。请先结束一个再开始新的。`,
  ],
  [
    /^A personal access token cannot read (\w+)\. Sign in to the site for account settings\.$/,
    (f) => `个人访问令牌不能读取 ${f}。账号设置请登录网站操作。`,
  ],
  [
    /^A personal access token cannot run (\w+)\. Sign in to the site for account operations\.$/,
    (f) => `个人访问令牌不能执行 ${f}。账号相关操作请登录网站。`,
  ],
  [
    /^This token can only read\. Create a token with the progress scope to run (\w+)\.$/,
    (f) => `此令牌只能读取。要执行 ${f}，请创建带“进度”权限的令牌。`,
  ],
  [
    /^This token cannot write progress\. Create a token with the progress scope to run (\w+)\.$/,
    (f) => `此令牌不能更新进度。要执行 ${f}，请创建带“进度”权限的令牌。`,
  ],
  [
    /^This token cannot use mock interviews\. Create a token with the interview scope to run (\w+)\.$/,
    (f) => `此令牌不能使用模拟面试。要执行 ${f}，请创建带“面试”权限的令牌。`,
  ],
  // the operation limits (graphql-armor, http/operation-limits.ts)
  [/^Syntax Error: Token limit of (\d+) exceeded\.$/, (n) => `查询过长：超过 ${n} 个词法单元的上限。`],
  [
    /^Syntax Error: Aliases limit of (\d+) exceeded, found (\d+)\.$/,
    (n, f) => `查询的别名超过上限 ${n} 个（实际 ${f} 个）。`,
  ],
  [
    /^Syntax Error: Query depth limit of (\d+) exceeded, found (\d+)\.$/,
    (n, f) => `查询嵌套过深：上限 ${n} 层（实际 ${f} 层）。`,
  ],
  [
    /^Syntax Error: Directives limit of (\d+) exceeded, found (\d+)\.$/,
    (n, f) => `查询的指令超过上限 ${n} 个（实际 ${f} 个）。`,
  ],
  [/^Query cost limit of (\d+) exceeded, found (\d+)\.$/, (n, f) => `查询代价过高：上限 ${n}（实际 ${f}）。`],
  [/^Must be at least (\d+) characters\.$/, (n) => `至少需要 ${n} 个字符。`],
  [/^Must be at most (\d+) characters\.$/, (n) => `最多 ${n} 个字符。`],
  [/^A (\w+) id is at most (\d+) characters\.$/, (f, n) => `${field(f)} ID 最多 ${n} 个字符。`],
  [/^A title is at most (\d+) characters\.$/, (n) => `标题最多 ${n} 个字符。`],
  [/^Label \((.+)\) is required\.$/, (l) => `名称（${l}）不能为空。`],
  [/^Label \((.+)\) is at most (\d+) characters\.$/, (l, n) => `名称（${l}）最多 ${n} 个字符。`],
  [/^"(.*)" is not a language code \(such as en or zhCN\)\.$/s, (l) => `“${l}”不是语言代码（例如 en 或 zhCN）。`],
  [/^"(.*)" is not a registered icon name\.$/s, (i) => `“${i}”不是已注册的图标名称。`],
  [/^At most (\d+) links at a time\.$/, (n) => `一次最多查询 ${n} 个链接。`],
  [/^limit is at most (\d+)\.$/, (n) => `limit 最大为 ${n}。`],
  [
    /^Unknown time zone "(.*)"\. Use an IANA name such as Asia\/Shanghai or UTC\.$/s,
    (z) => `未知的时区“${z}”。请使用 IANA 时区名，例如 Asia/Shanghai 或 UTC。`,
  ],
  [
    /^Unsupported language "(.*)": use Javascript or Typescript\.$/s,
    (l) => `不支持的语言“${l}”：请使用 Javascript 或 Typescript。`,
  ],
  [
    /^Unsupported framework "(.*)": use React, Vue or VanillaJS\.$/s,
    (f) => `不支持的框架“${f}”：请使用 React、Vue 或 VanillaJS。`,
  ],
  [/^Entry file not found: expected one of (.+)\.$/, (list) => `找不到入口文件：应为以下之一：${list}。`],
  [/^"(.*)" is not a valid file path\.$/s, (p) => `“${p}”不是有效的文件路径。`],
  [/^Too many files: at most (\d+)\.$/, (n) => `文件过多：最多 ${n} 个。`],
  [/^This problem is solved in (.+), not (.+)\.$/, (a, b) => `这道题目支持 ${a}，不支持 ${b}。`],
  [
    /^You can keep at most (\d+) versions of a problem; delete some first\.$/,
    (n) => `每道题最多保存 ${n} 个版本，请先删除一些。`,
  ],
  [/^Please wait (\d+) seconds before requesting another code\.$/, (n) => `请等待 ${n} 秒后再获取验证码。`],
  [/^Too many attempts\. Please try again in (.+)\.$/, (w) => `尝试次数过多，请 ${wait(w)}后再试。`],
  [/^Too many requests\. Please try again in (.+)\.$/, (w) => `请求过于频繁，请 ${wait(w)}后再试。`],
  [/^Too many runs\. Please try again in (.+)\.$/, (w) => `运行次数过多，请 ${wait(w)}后再试。`],
  [/^Bundling your files did not finish within (\d+) s\.$/, (n) => `打包你的文件未能在 ${n} 秒内完成。`],
  [
    /^Too many failed sign-in attempts: this account is locked for 15 minutes\. Please try again in (.+)\.$/,
    (w) => `登录失败次数过多：该账号已被锁定 15 分钟。请 ${wait(w)}后再试。`,
  ],
  [/^No (.+) account is linked to your account\.$/, (p) => `你的账号没有绑定 ${p} 账号。`],
  [/^Your account is already linked to (.+)\.$/, (p) => `你的账号已经绑定了 ${p}。`],
  [/^(.+) sign-in is not configured on this server\.$/, (p) => `此服务器未配置 ${p} 登录。`],
  [/^Unknown sign-in provider "(.*)"\.$/s, (p) => `未知的登录方式“${p}”。`],
  [
    /^(.+) is the only way to sign in to this account, so it cannot be unbound\. Set a password first \(use "Forgot password" on the sign-in page\), then unbind it\.$/,
    (p) => `${p} 是这个账号唯一的登录方式，因此无法解绑。请先设置密码（在登录页使用“忘记密码”），再解绑。`,
  ],
  [
    /^The judge did not answer within (\d+) s: no judge worker took the run \(they may all be busy or stopped\)\. Please try again in a moment\.$/,
    (n) => `判题服务在 ${n} 秒内没有响应：没有判题进程接手这次运行（它们可能都在忙或已停止）。请稍后再试。`,
  ],
  [
    /^The judge is busy: no worker was free within (\d+) s\. Please try again in a moment\.$/,
    (n) => `判题服务繁忙：${n} 秒内没有空闲的判题进程。请稍后再试。`,
  ],
  [/^Method (\S+) is not allowed on (\S+)\.$/, (m, p) => `${p} 不支持 ${m} 方法。`],
  [/^No API route matches (\S+) (\S+)\.$/, (m, p) => `没有与 ${m} ${p} 匹配的 API 路径。`],
  [
    /^Send this request as multipart\/form-data with the file field (.+)\.$/,
    (f) => `请以 multipart/form-data 格式发送此请求，文件字段为 ${f}。`,
  ],
  // generic: "<field> is required." and its kin
  [/^(.+) is required\.$/, (f) => `${field(f)}不能为空。`],
  [/^(.+) is at most (\d+) characters\.$/, (f, n) => `${field(f)}最多 ${n} 个字符。`],
  [/^(.+) is invalid\.$/, (f) => `${field(f)}无效。`],
  [/^(.+) must be text\.$/, (f) => `${field(f)}必须是文本。`],
  [/^(.+) is too large: at most (\d+) KB\.$/, (f, n) => `${field(f)}过大：最多 ${n} KB。`],
];
