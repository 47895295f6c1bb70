// The API's messages in English, one entry per id: the source text (tests and external tools
// match on it, so an entry's wording is part of the API). `{{name}}` is a parameter; a message
// whose English depends on a count has `_one`/`_other` forms (i18next's plural suffixes).
// zh-CN.ts has the same ids and parameters (catalogue.test.ts checks).
export const en = {
  // text that is not ours: zod's or a library's English, sent as it is
  'library.text': '{{text}}',

  // generic input and authorization
  'input.invalid': 'Invalid input.',
  'input.enterText': 'Please enter text.',
  'input.required': '{{field}} is required.',
  'input.atLeast': 'Must be at least {{min}} characters.',
  'input.atMost': 'Must be at most {{max}} characters.',
  'input.fieldAtMost': '{{field}} is at most {{max}} characters.',
  'input.fieldInvalid': '{{field}} is invalid.',
  'input.mustBeText': '{{field}} must be text.',
  'input.tooLargeKb': '{{field}} is too large: at most {{max}} KB.',
  'input.nulCharacter': 'Text must not contain the NUL character (U+0000).',
  'input.idRequired': 'The id is required.',
  'input.idTooLong': 'The id is too long.',
  'input.idRequiredShort': 'id is required.',
  'input.anIdAtMost': 'An id is at most 128 characters.',
  'input.bookIdAtMost': 'A book id is at most 128 characters.',
  'input.problemIdAtMost': 'A problem id is at most 128 characters.',
  'input.link': 'A link is lowercase letters, digits and hyphens (at most 128).',
  'input.linksAtOnce': 'At most {{max}} links at a time.',
  'input.limitAtMost': 'limit is at most {{max}}.',
  'input.titleAtMost': 'A title is at most {{max}} characters.',
  'input.textFilterAtMost': 'The text filter is at most {{max}} characters.',
  'input.searchTextAtMost': 'The search text is at most 200 characters.',
  'auth.signInFirst': 'Please sign in first.',
  'auth.noPermission': 'You do not have permission to do this.',

  // the names of fields the messages above put in {{field}}
  'field.username': 'Username',
  'field.usernameOrEmail': 'Username or email',
  'field.email': 'Email',
  'field.newEmail': 'New email',
  'field.password': 'Password',
  'field.newPassword': 'New password',
  'field.currentPassword': 'Current password',
  'field.confirmPassword': 'Confirm password',
  'field.verificationCode': 'Verification code',
  'field.code': 'Code',
  'field.theCode': 'The code',
  'field.theTestCode': 'The test code',
  'field.challenge': 'Challenge',
  'field.nickname': 'Nickname',
  'field.name': 'Name',
  'field.firstName': 'First name',
  'field.lastName': 'Last name',
  'field.message': 'Message',
  'field.key': 'Key',
  'field.icon': 'Icon',
  'field.book': 'Book',
  'field.problem': 'Problem',

  // waits ("in 42 seconds", "in 15 minutes")
  'time.seconds_one': '{{count}} second',
  'time.seconds_other': '{{count}} seconds',
  'time.minutes_one': '{{count}} minute',
  'time.minutes_other': '{{count}} minutes',

  // the HTTP layer and the REST envelope
  'http.serverFailure': 'Something went wrong on our side. Please try again later.',
  'http.tooLarge': 'The request is too large.',
  'http.malformedPath': 'The address is not valid: it has a malformed %-escape.',
  'http.bodyNotJson': 'The request body is not valid JSON.',
  'http.bodyNotObject': 'The request body must be a JSON object.',
  'http.multipartUnreadable': 'The multipart body could not be read.',
  'http.multipartExpected': 'Send this request as multipart/form-data with the file field {{fields}}.',
  'http.methodNotAllowed': 'Method {{method}} is not allowed on {{path}}.',
  'http.noRoute': 'No API route matches {{method}} {{path}}.',
  'http.sendFileMultipart': 'Send the file with a multipart request.',
  'http.tooManySubscriptions':
    'Too many subscriptions on this connection: at most {{max}}. Complete one before starting another.',
  'http.queryCost': 'Query cost limit of {{max}} exceeded, found {{found}}.',
  // graphql-armor's refusals (library-messages.ts reads them back from its English)
  'http.tokenLimit': 'Syntax Error: Token limit of {{max}} exceeded.',
  'http.aliasLimit': 'Syntax Error: Aliases limit of {{max}} exceeded, found {{found}}.',
  'http.depthLimit': 'Syntax Error: Query depth limit of {{max}} exceeded, found {{found}}.',
  'http.directiveLimit': 'Syntax Error: Directives limit of {{max}} exceeded, found {{found}}.',

  // rate limits
  'rate.tooManyAttempts': 'Too many attempts. Please try again in {{wait}}.',
  'rate.tooManyRequests': 'Too many requests. Please try again in {{wait}}.',
  'rate.tooManyRuns': 'Too many runs. Please try again in {{wait}}.',

  // sessions and sign-in
  'session.endedSignIn': 'Your session has ended. Please sign in again.',
  'session.expired': 'Your session has expired. Please sign in again.',
  'session.bearerHeader': 'The Authorization header must be "Bearer <access token>".',
  'session.tokenInvalid': 'The access token is not valid.',
  'auth.loginFailed': 'Invalid username or password, please try again.',
  'auth.signInStepExpired': 'The sign-in step has expired. Please sign in again with your password.',
  'auth.codeIncorrect': 'The code is incorrect. Please try again.',
  'auth.locked':
    'Too many failed sign-in attempts: this account is locked for 15 minutes. Please try again in {{wait}}.',
  'auth.noPasswordYet': 'Your account has no password yet: set one with "Forgot password" first.',
  'auth.currentPasswordIncorrect': 'The current password is incorrect.',
  'auth.twoFactorCodeNeeded':
    'Two-factor authentication is on: enter the code from your authenticator app or a recovery code.',

  // registration, profile and password
  'account.email': 'Please enter a valid email address.',
  'account.mismatch': 'The two passwords do not match.',
  'account.usernameChars': 'Only letters, numbers, underscores and hyphens are allowed.',
  'account.nameChars': 'Only letters and spaces are allowed.',
  'account.nickNameChars': 'Only letters, numbers and underscores are allowed.',
  'account.passwordComplexity':
    'The password must contain a lowercase letter, an uppercase letter, a number and one of @$!%*?&.',
  'account.passwordChars': 'The password may only contain letters, numbers and @$!%*?&.',
  'account.passwordSame': 'The new password must be different from the current password.',
  'account.codeLength': 'The code must be 6 characters.',
  'account.imageSize': 'Image size cannot exceed 2MB.',
  'account.imageType': 'Please upload a JPG, PNG, or GIF image.',
  'account.usernameTaken': 'This username is already taken.',
  'account.emailRegistered': 'This email is already registered.',
  'account.usernameOrEmailRegistered': 'This username or email is already registered.',
  'account.nothingToUpdate': 'Nothing to update: send firstName and lastName, or nickName and position.',
  'account.confirmationMismatch': 'The confirmation does not match your username.',
  'account.nicknameReserved': 'This nickname is reserved. Please choose another one.',
  'account.nicknameIsUsername': "This nickname is another user's username. Please choose another one.",

  // password reset
  'reset.tokenMissing': 'The reset link is missing its token. Please request a new one.',
  'reset.invalid': 'This reset link is not valid. Please request a new one.',
  'reset.used': 'This reset link has already been used. Please request a new one.',
  'reset.expired': 'This reset link has expired. Please request a new one.',

  // email codes
  'emailCode.incorrect': 'The verification code is incorrect or has expired.',
  'emailCode.wait': 'Please wait {{seconds}} seconds before requesting another code.',
  'emailCode.sendFailed': 'We could not send the email right now. Please try again later.',
  'emailCode.tooManyWrong': 'Too many wrong codes. Please request a new code.',
  'emailCode.alreadyVerified': 'Your email address is already verified.',
  'emailCode.sameEmail': 'This is already your email address.',
  'emailCode.emailInUse': 'This email address is already in use.',

  // two-factor
  'twoFactor.alreadyOn': 'Two-factor authentication is already on.',
  'twoFactor.setupFirst': 'Start the two-factor setup first, then enter the code from your app.',
  'twoFactor.howToEnable':
    'To turn on two-factor authentication, scan the QR code of the setup (setupTwoFactor) and confirm it with a code from your app (enableTwoFactor).',

  // sign-in providers
  'oauth.linkExpired': 'This sign-in link has expired or was already used. Please sign in again.',
  'oauth.unknownProvider': 'Unknown sign-in provider "{{name}}".',
  'oauth.notConfigured': '{{provider}} sign-in is not configured on this server.',
  'oauth.alreadyLinked': 'Your account is already linked to {{provider}}.',
  'oauth.notLinked': 'No {{provider}} account is linked to your account.',
  'oauth.onlyWay':
    '{{provider}} is the only way to sign in to this account, so it cannot be unbound. Set a password first (use "Forgot password" on the sign-in page), then unbind it.',

  // personal access tokens
  'token.nameRequired': 'Name the token.',
  'token.nameAtMost': 'A token name is at most {{max}} characters.',
  'token.lifetime': 'A token lasts 7, 30, 90 or 365 days, or does not expire.',
  'token.tooMany': 'You can hold at most {{max}} tokens. Revoke one first.',
  'token.notFound': 'No such token.',
  'token.invalid': 'The access token is not valid, has expired or was revoked.',
  'token.noInterviews':
    'This token cannot use mock interviews. Create a token with the interview scope to run {{field}}.',
  'token.cannotRead': 'A personal access token cannot read {{field}}. Sign in to the site for account settings.',
  'token.cannotRun': 'A personal access token cannot run {{field}}. Sign in to the site for account operations.',
  'token.readOnly': 'This token can only read. Create a token with the progress scope to run {{field}}.',
  'token.noProgress': 'This token cannot write progress. Create a token with the progress scope to run {{field}}.',

  // books, problems and progress
  'book.notFound': 'Book not found.',
  'problem.notFound': 'Problem not found.',
  'book.problemNotInBook': 'This problem is not part of this book.',
  'book.notLearning': 'You are not learning this book.',
  'book.alreadyLearning': 'You are already learning this book.',
  'book.alreadyArchived': 'This book is already archived.',
  'book.archiveNotLearning': 'Only a book you are learning can be archived. Start learning it first.',
  'book.resetNotLearning': 'Start learning this book before resetting its progress.',
  'book.archived': 'This book is archived. Restore it or re-learn it to start over.',
  'book.relearnNotArchived':
    'Re-learning (subscribing again with progress reset) is only possible for an archived book. To start a book you are learning over, reset its progress.',
  'progress.tooManyChanges': 'Too many progress changes at once. Please wait a moment and try again.',

  // the dashboard
  'review.unknownProblem': 'No problem "{{problem}}" can be reviewed.',
  'review.notReviewable': 'Only knowledge questions and function or UI problems can be reviewed.',
  'review.notStarted': 'Problem "{{problem}}" is not in your review yet.',
  'review.grade': 'The grade is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).',
  'review.countRange': 'Start between 1 and {{max}} new flashcards.',
  'review.importAtMost': 'At most {{max}} review items can be imported at once.',
  'dashboard.timeZoneAtMost': 'The time zone is at most 64 characters.',
  'dashboard.endDate': 'endDate is a date written YYYY-MM-DD.',
  'dashboard.unknownTimeZone': 'Unknown time zone "{{zone}}". Use an IANA name such as Asia/Shanghai or UTC.',

  // shared solutions
  'share.submissionNotFound': 'No such submission of yours.',
  'share.notShared': 'This solution is not shared, or its link was revoked.',
  'share.tooMany': 'You share at most {{max}} solutions. Revoke a link before sharing another.',
  'share.metaTitle': 'A solution to {{problem}} · Frontend Forge',
  'share.metaDescription': '{{result}}: {{passed}} of {{total}} tests passed. Submitted {{date}}.',
  'share.metaPassed': 'Accepted',
  'share.metaFailed': 'Not accepted',

  // reports
  'report.enterContent': 'Please enter the content of your report.',
  'report.atMost': 'A report is at most {{max}} characters.',

  // comments
  'comment.signInToComment': 'Please sign in to comment.',
  'comment.signInToLike': 'Please sign in to like comments.',
  'comment.enter': 'Please enter a comment.',
  'comment.atMost': 'A comment is at most {{max}} characters.',
  'comment.notFound': 'Comment not found.',
  'comment.parentGone': 'The comment you are replying to no longer exists.',
  'comment.repliesDisabled': 'Replies are disabled for this comment.',
  'comment.deleteOwn': 'You can only delete your own comments.',
  'comment.pinRole': "Only the problem's author, moderators and admins can pin or feature comments.",
  'comment.repliesRole': 'Only moderators and admins can turn replies on or off.',
  'comment.pinTopLevel': 'Only a top-level comment can be pinned or featured.',

  // the platform rating
  'rating.whole': 'A rating is a whole number from 1 to 5.',
  'rating.commentAtMost': 'The comment is at most {{max}} characters.',

  // editor preferences
  'preferences.keymap': 'The keymap is default, vim or emacs.',
  'preferences.autocomplete': 'Autocomplete is true or false.',
  'preferences.fontSize': 'The font size is a whole number from {{min}} to {{max}}.',
  'preferences.theme': 'An editor theme is an id of at most {{max}} lowercase letters, digits and dashes.',
  'preferences.nothing': 'Give at least one preference to change.',

  // mock interviews
  'interview.signIn': 'Please sign in to start an interview.',
  'interview.notFound': 'Interview not found.',
  'interview.ended': 'This interview has ended.',
  'interview.interviewerOnly': 'Only the interviewer can do this.',
  'interview.enterName': 'Please enter your name.',
  'interview.nameAtMost': 'Your name is at most {{max}} characters.',
  'interview.blankLanguage': 'Choose JavaScript or TypeScript for a blank pad.',
  'interview.ratingWhole': 'Each rating is a whole number from 1 to 5.',
  'interview.summaryAtMost': 'The summary is at most {{max}} characters.',
  'interview.tooManyOpen': 'You have too many open interviews; end or delete one first.',
  'interview.reportNotEnded': 'The report is ready once the interview has ended.',
  'interview.reportNotShared': 'This report is not shared, or its link was revoked.',
  'interview.noHiddenTests': 'A blank pad has no hidden tests: choose a problem first.',
  'interview.focusMinutes': 'Focus time is a whole number of minutes from {{min}} to {{max}}.',
  'interview.runsOff': 'Runs are turned off by the interviewer.',
  'interview.controlsNothing': 'Say what to change: lock or unlock the pad, or turn runs on or off.',
  'interview.notMember': 'Join the interview first.',
  'interview.tooManyEvents': 'Too many events: at most {{max}} a minute are recorded.',
  'interview.noteRequired': 'Please write the note.',
  'interview.noteAtMost': 'A note is at most {{max}} characters.',
  'interview.rubricRating': 'Each rubric rating is a whole number from {{min}} to {{max}}.',
  'interview.rubricUnknown': 'The rubric of this room has no criterion "{{name}}".',
  'interview.rubricOnly': "This room is scored with its template's rubric: rate its criteria.",
  'interview.areasOnly': 'This room has no rubric: rate the four areas.',
  'interviewTemplate.notFound': 'Template not found.',
  'interviewTemplate.sharedNotFound': 'This template link does not work: sharing was stopped or the link is wrong.',
  'interviewTemplate.nameRequired': 'Please give the template a name.',
  'interviewTemplate.nameAtMost': 'A template name is at most {{max}} characters.',
  'interviewTemplate.problemsAtMost': 'A template has at most {{max}} problems.',
  'interviewTemplate.problemTwice': 'Each problem appears once in a template.',
  'interviewTemplate.problemUnavailable': 'This problem cannot be put on an interview pad: {{problem}}.',
  'interviewTemplate.criteriaCount': 'A rubric has from {{min}} to {{max}} criteria.',
  'interviewTemplate.criterionNameRequired': 'Each criterion needs a name.',
  'interviewTemplate.criterionNameAtMost': 'A criterion name is at most {{max}} characters.',
  'interviewTemplate.criterionTwice': 'Two criteria have the same name.',
  'interviewTemplate.descriptionAtMost': 'A criterion description is at most {{max}} characters.',
  'interviewTemplate.notesAtMost': 'The notes for a problem are at most {{max}} characters.',
  'interviewTemplate.tooMany': 'You can keep at most {{max}} templates; delete one first.',

  // tags and companies
  'taxonomy.tagNotFound': 'Tag not found.',
  'taxonomy.companyNotFound': 'Company not found.',
  'taxonomy.duplicateKey': 'this Key already exists, please use a unique Key',
  'taxonomy.keyChars': 'Key may contain only letters, digits and . _ - + # (no spaces).',
  'taxonomy.iconChars': 'Icon may contain only letters, digits, underscores and hyphens.',
  'taxonomy.iconUnknown': '"{{icon}}" is not a registered icon name.',
  'taxonomy.linkAtMost': 'Link is at most 500 characters.',
  'taxonomy.link': 'Link must be an http(s) URL or a book link.',
  'taxonomy.colorAtMost': 'Color is at most 32 characters.',
  'taxonomy.color': 'Color must be a CSS color such as #ff6a00.',
  'taxonomy.labelRequired': 'Label is required.',
  'taxonomy.labelObject': 'Label must be an object of language code to text, e.g. {"en": "…", "zhCN": "…"}.',
  'taxonomy.labelLanguages': 'Label has at most 20 languages.',
  'taxonomy.labelLanguageRequired': 'Label ({{language}}) is required.',
  'taxonomy.labelLanguageAtMost': 'Label ({{language}}) is at most 100 characters.',
  'taxonomy.notLanguageCode': '"{{language}}" is not a language code (such as en or zhCN).',

  // saved code and submissions
  'solution.enterTitle': 'Please enter a title.',
  'solution.notFound': 'Saved version not found.',
  'solution.codeTooLarge': 'The code is too large: at most 200 KB.',
  'solution.fileTreesJson': 'fileTrees must be a JSON object or array.',
  'solution.filesTooLarge': 'The files are too large: at most 512 KB.',
  'solution.tooManyVersions': 'You can keep at most {{max}} versions of a problem; delete some first.',
  'solution.chooseFramework': 'Choose a framework and send its files.',
  'solution.wrongFramework': 'This problem is solved in {{supported}}, not {{framework}}.',
  'solution.noTests': 'This problem has no tests to submit against.',

  // the judge
  'judge.unavailable': 'The judge is not available on this server.',
  'judge.busy': 'The judge is busy, please try again in a moment.',
  'judge.queueWait': 'The judge is busy: no worker was free within {{seconds}} s. Please try again in a moment.',
  'judge.noAnswer':
    'The judge did not answer within {{seconds}} s: no judge worker took the run (they may all be busy or stopped). Please try again in a moment.',
  'judge.languageRequired': 'The language is required.',
  'judge.unsupportedLanguage': 'Unsupported language "{{language}}": use Javascript or Typescript.',
  'judge.frameworkRequired': 'The framework is required.',
  'judge.unsupportedFramework': 'Unsupported framework "{{framework}}": use React, Vue or VanillaJS.',
  'judge.filesList': 'The files must be a list of file tree nodes.',
  'judge.filesDeep': 'The folders are nested too deeply (at most 16 levels).',
  'judge.fileNode': 'Each file tree node needs an id (its path) and isFile.',
  'judge.filePath': '"{{path}}" is not a valid file path.',
  'judge.fileCodeText': 'The code of {{path}} must be text.',
  'judge.tooManyFiles': 'Too many files: at most {{max}}.',
  'judge.filesTooLarge': 'The files are too large: at most 512 KB in total.',
  'judge.noFiles': 'There are no files to run.',
} as const;
