// Simplified Chinese for the API's fixed messages, keyed by the English the code throws. The
// English stays the source (tests and external tools read it); translate.test.ts scans the
// server's sources so a new user-facing sentence cannot ship without its Chinese.
export const zhExact: Record<string, string> = {
  // personal access tokens (accounts/api-tokens.ts)
  'Name the token.': '请为令牌命名。',
  'A token lasts 7, 30, 90 or 365 days, or does not expire.': '令牌有效期可选 7、30、90 或 365 天，或永不过期。',
  'No such token.': '没有这个令牌。',
  'The access token is not valid, has expired or was revoked.': '访问令牌无效、已过期或已被撤销。',
  'This sign-in link has expired or was already used. Please sign in again.':
    '这个登录链接已过期或已被使用，请重新登录。',
  'A personal access token needs the interview scope to open interview documents.':
    '个人访问令牌需要“面试”权限才能打开面试文档。',
  // mock interviews (interview/interview.service.ts)
  'Please sign in to start an interview.': '请先登录再发起模拟面试。',
  'Interview not found.': '找不到这场面试。',
  'This interview has ended.': '这场面试已经结束。',
  'Only the interviewer can do this.': '只有面试官可以执行此操作。',
  'Please enter your name.': '请输入你的名字。',
  'Your name is at most 40 characters.': '名字最多 40 个字符。',
  'A title is at most 100 characters.': '标题最多 100 个字符。',
  'Choose JavaScript or TypeScript for a blank pad.': '空白代码板请选择 JavaScript 或 TypeScript。',
  'Each rating is a whole number from 1 to 5.': '每项评分须为 1 到 5 的整数。',
  'The summary is at most 5000 characters.': '总结最多 5000 个字符。',
  'You have too many open interviews; end or delete one first.': '你进行中的面试太多了，请先结束或删除一场。',
  // the UI judge's bundler (judge/ui/bundler-pool.ts)
  'Bundling your files ran out of memory.': '打包你的文件时内存不足。',
  'Unknown document.': '未知的文档。',
  'Not in this interview.': '你不在这场面试中。',
  'The notes are the interviewer’s.': '笔记仅面试官可见。',
  // the platform rating (ratings/ratings.service.ts)
  'A rating is a whole number from 1 to 5.': '评分须为 1 到 5 的整数。',
  'The comment is at most 1000 characters.': '评语最多 1000 个字符。',
  // authorization and generic input
  'Please sign in first.': '请先登录。',
  'You do not have permission to do this.': '你没有权限执行此操作。',
  'Invalid input.': '输入无效。',
  'Please enter text.': '请输入文本。',
  'Something went wrong on our side. Please try again later.': '服务器出了点问题，请稍后再试。',
  'The request is too large.': '请求内容过大。',
  // input checks of the HTTP and WebSocket layers (graphql/nul-text.ts, rest/path-pattern.ts, http/yoga.ts)
  'Text must not contain the NUL character (U+0000).': '文本不能包含 NUL 字符（U+0000）。',
  'The address is not valid: it has a malformed %-escape.': '地址无效：其中的 % 转义格式错误。',
  'The request body is not valid JSON.': '请求体不是有效的 JSON。',
  'The request body must be a JSON object.': '请求体必须是一个 JSON 对象。',
  'The multipart body could not be read.': '无法读取 multipart 请求体。',
  'Send the file with a multipart request.': '请使用 multipart 请求上传文件。',
  'File is an input-only scalar.': 'File 类型只能用作输入。',
  'id is required.': 'ID 不能为空。',
  'An id is at most 128 characters.': 'ID 最多 128 个字符。',
  'The id is required.': 'ID 不能为空。',
  'The id is too long.': 'ID 过长。',
  'A link is lowercase letters, digits and hyphens (at most 128).':
    '链接只能包含小写字母、数字和连字符（最多 128 个字符）。',

  // sessions and sign-in
  'The Authorization header must be "Bearer <access token>".': 'Authorization 请求头必须是 "Bearer <访问令牌>"。',
  'The access token is not valid.': '访问令牌无效。',
  'Your session has ended. Please sign in again.': '登录已失效，请重新登录。',
  'Your session has expired. Please sign in again.': '登录已过期，请重新登录。',
  'Invalid username or password, please try again.': '用户名或密码错误，请重试。',
  'The sign-in step has expired. Please sign in again with your password.': '登录步骤已过期，请重新使用密码登录。',
  'The code is incorrect. Please try again.': '验证码错误，请重试。',

  // registration, profile and password
  'Please enter a valid email address.': '请输入有效的邮箱地址。',
  'The two passwords do not match.': '两次输入的密码不一致。',
  'Only letters, numbers, underscores and hyphens are allowed.': '只能包含字母、数字、下划线和连字符。',
  'Only letters and spaces are allowed.': '只能包含字母和空格。',
  'Only letters, numbers and underscores are allowed.': '只能包含字母、数字和下划线。',
  'The password must contain a lowercase letter, an uppercase letter, a number and one of @$!%*?&.':
    '密码必须包含小写字母、大写字母、数字，以及 @$!%*?& 中的至少一个字符。',
  'The password may only contain letters, numbers and @$!%*?&.': '密码只能包含字母、数字和 @$!%*?&。',
  'The new password must be different from the current password.': '新密码不能与当前密码相同。',
  'The current password is incorrect.': '当前密码不正确。',
  'The code must be 6 characters.': '验证码必须是 6 个字符。',
  'Image size cannot exceed 2MB.': '图片大小不能超过 2MB。',
  'Please upload a JPG, PNG, or GIF image.': '请上传 JPG、PNG 或 GIF 格式的图片。',
  'This username is already taken.': '该用户名已被占用。',
  'This email is already registered.': '该邮箱已注册。',
  'This username or email is already registered.': '该用户名或邮箱已注册。',
  'Nothing to update: send firstName and lastName, or nickName and position.':
    '没有要更新的内容：请提供 firstName 和 lastName，或 nickName 和 position。',
  'The confirmation does not match your username.': '输入的内容与你的用户名不一致。',
  'Your account has no password yet: set one with "Forgot password" first.':
    '你的账号还没有设置密码：请先通过“忘记密码”设置。',
  'Two-factor authentication is on: enter the code from your authenticator app or a recovery code.':
    '你已开启两步验证：请输入身份验证器应用中的验证码或一个恢复码。',
  'This nickname is reserved. Please choose another one.': '该昵称为保留名称，请换一个。',
  "This nickname is another user's username. Please choose another one.": '该昵称是其他用户的用户名，请换一个。',

  // password reset
  'The reset link is missing its token. Please request a new one.': '重置链接缺少令牌，请重新申请。',
  'This reset link is not valid. Please request a new one.': '重置链接无效，请重新申请。',
  'This reset link has already been used. Please request a new one.': '该重置链接已使用过，请重新申请。',
  'This reset link has expired. Please request a new one.': '重置链接已过期，请重新申请。',

  // email codes
  'The verification code is incorrect or has expired.': '验证码错误或已过期。',
  'Too many wrong codes. Please request a new code.': '验证码错误次数过多，请重新获取验证码。',
  'Your email address is already verified.': '你的邮箱已经验证过了。',
  'This is already your email address.': '这已经是你当前的邮箱地址。',
  'This email address is already in use.': '该邮箱地址已被使用。',
  'We could not send the email right now. Please try again later.': '暂时无法发送邮件，请稍后再试。',

  // two-factor
  'Two-factor authentication is already on.': '两步验证已经开启。',
  'Start the two-factor setup first, then enter the code from your app.':
    '请先开始设置两步验证，再输入验证器应用中的验证码。',

  // books and progress
  'Book not found.': '题库不存在。',
  'Problem not found.': '题目不存在。',
  'Please enter the content of your report.': '请输入反馈内容。',
  'A report is at most 2000 characters.': '反馈内容最多 2000 个字符。',

  // comments
  'Please sign in to comment.': '请先登录后再评论。',
  'Please sign in to like comments.': '请先登录后再点赞。',
  'Please enter a comment.': '请输入评论内容。',
  'A comment is at most 5000 characters.': '评论最多 5000 个字符。',
  'Comment not found.': '评论不存在。',
  'The comment you are replying to no longer exists.': '你回复的评论已不存在。',
  'Replies are disabled for this comment.': '该评论已关闭回复。',
  'You can only delete your own comments.': '你只能删除自己的评论。',
  "Only the problem's author, moderators and admins can pin or feature comments.":
    '只有题目作者、版主和管理员可以置顶或精选评论。',
  'Only moderators and admins can turn replies on or off.': '只有版主和管理员可以开启或关闭回复。',
  'Only a top-level comment can be pinned or featured.': '只有一级评论可以置顶或精选。',
  'This problem is not part of this book.': '这道题目不在这个题库中。',
  'You are not learning this book.': '你还没有学习这个题库。',
  'You are already learning this book.': '你已经在学习这个题库。',
  'This book is already archived.': '这个题库已经归档。',
  'Only a book you are learning can be archived. Start learning it first.': '只能归档正在学习的题库，请先开始学习。',
  'Start learning this book before resetting its progress.': '请先开始学习这个题库，再重置进度。',
  'This book is archived. Restore it or re-learn it to start over.': '这个题库已归档。请恢复学习或重新学习后再开始。',
  'Re-learning (subscribing again with progress reset) is only possible for an archived book. To start a book you are learning over, reset its progress.':
    '只有已归档的题库可以重新学习（重新开始学习并清空进度）。若要从头学习正在学习的题库，请重置它的进度。',
  'Too many progress changes at once. Please wait a moment and try again.': '同时提交的进度修改过多，请稍候再试。',
  'The search text is at most 200 characters.': '搜索内容最多 200 个字符。',
  'The time zone is at most 64 characters.': '时区最多 64 个字符。',
  'endDate is a date written YYYY-MM-DD.': 'endDate 必须是 YYYY-MM-DD 格式的日期。',

  // tags and companies
  'Tag not found.': '标签不存在。',
  'Company not found.': '公司不存在。',
  'this Key already exists, please use a unique Key': '该 Key 已存在，请使用唯一的 Key',
  'Key may contain only letters, digits and . _ - + # (no spaces).':
    'Key 只能包含字母、数字和 . _ - + #（不能有空格）。',
  'Icon may contain only letters, digits, underscores and hyphens.': '图标名只能包含字母、数字、下划线和连字符。',
  'Color is at most 32 characters.': '颜色最多 32 个字符。',
  'Color must be a CSS color such as #ff6a00.': '颜色必须是 CSS 颜色值，例如 #ff6a00。',
  'Link is at most 500 characters.': '链接最多 500 个字符。',
  'Link must be an http(s) URL or a book link.': '链接必须是 http(s) 地址或题库链接。',
  'Label is required.': '名称不能为空。',
  'Label has at most 20 languages.': '名称最多包含 20 种语言。',
  'Label must be an object of language code to text, e.g. {"en": "…", "zhCN": "…"}.':
    '名称必须是“语言代码 → 文本”的对象，例如 {"en": "…", "zhCN": "…"}。',

  // saved code, submissions and the judge
  'Please enter a title.': '请输入标题。',
  'Saved version not found.': '保存的版本不存在。',
  'This problem has no tests to submit against.': '这道题目没有可用于提交的测试。',
  'The code is too large: at most 200 KB.': '代码过大：最多 200 KB。',
  'The files are too large: at most 512 KB.': '文件过大：最多 512 KB。',
  'fileTrees must be a JSON object or array.': 'fileTrees 必须是 JSON 对象或数组。',
  'The language is required.': '请指定语言。',
  'The judge is not available on this server.': '此服务器未提供判题服务。',
  'The judge is busy, please try again in a moment.': '判题服务繁忙，请稍后再试。',
  'The judge is busy.': '判题服务繁忙。',
  'The judge is shutting down.': '判题服务正在关闭。',
  'The judge could not be built.': '判题服务无法启动。',
  'The judge worker cannot be reached.': '无法连接判题进程。',
  'The judge worker could not be started.': '判题进程无法启动。',
  'The judge worker did not start in time.': '判题进程未能及时启动。',
  'The judge worker did not settle after a run.': '判题进程在运行结束后未能恢复。',
  'The judge worker sent an invalid message.': '判题进程返回了无效消息。',
  'The judge worker sent an unreadable answer.': '判题进程返回了无法读取的结果。',
  'The judge worker used up its CPU time.': '判题进程用尽了 CPU 时间。',
  'The judge worker got a run it cannot read.': '判题进程收到了无法读取的运行请求。',
  'The files could not be bundled.': '无法打包这些文件。',
  'The files must be a list of file tree nodes.': '文件必须是文件树节点的列表。',
  'The folders are nested too deeply (at most 16 levels).': '文件夹嵌套过深（最多 16 层）。',
  'Each file tree node needs an id (its path) and isFile.': '每个文件树节点都需要 id（即路径）和 isFile。',
  'The files are too large: at most 512 KB in total.': '文件过大：总共最多 512 KB。',
  'There are no files to run.': '没有可以运行的文件。',
  'Choose a framework and send its files.': '请选择框架并提交它的文件。',
  'Your session has ended.': '你的登录已结束。',
};
