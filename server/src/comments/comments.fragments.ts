// Selection sets the comments REST adapters answer with (the spec's Comment shape, plus the
// author badge and reply count).
export const COMMENT_FIELDS = /* GraphQL */ `id content parentId author { id nickName username role avatar } createdAt status
  likeCount isLiked repliesDisabled isProblemAuthor replyCount`;

/** a first-level comment with its replies: the REST comment tree */
export const COMMENT_TREE_FIELDS = /* GraphQL */ `${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} }`;
