// A comment names its author by display name and @username (unique), and the staff badge comes
// from the author's role, never from a name (issue #26: a nickname passed for a moderator's).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n/i18n';
import '../../i18n/namespaces/workbench';
import type { CommentFieldsFragment } from '../../gql/graphql';
import { CommentItem } from './CommentItem';
import type { CommentsApi } from './useComments';

afterEach(cleanup);

const comment = (author: Partial<CommentFieldsFragment['author']>): CommentFieldsFragment => ({
  id: `c-${author.username}`,
  problemId: 'p1',
  content: 'Hello',
  parentId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'regular',
  likeCount: 0,
  isLiked: false,
  isProblemAuthor: false,
  repliesDisabled: false,
  replyCount: 0,
  author: {
    id: 'u1',
    nickName: 'Kind_Helper',
    username: 'kind',
    role: 'user',
    avatar: null,
    ...author,
  },
});

const api = {} as CommentsApi;

function show(c: CommentFieldsFragment) {
  render(<CommentItem comment={c} api={api} viewer={null} problemAuthorId={null} onSignIn={() => {}} />);
}

describe('a comment author', () => {
  it('shows the display name with the @username; no staff badge for a user, whatever the name', async () => {
    await i18n.changeLanguage('en');
    show(comment({ nickName: 'Moderator_Bob', username: 'bob', role: 'user' }));
    expect(screen.getByText('Moderator_Bob')).toBeTruthy();
    expect(screen.getByTestId('comment-username').textContent).toBe('@bob');
    expect(screen.queryByTestId('comment-role')).toBeNull();
  });

  it('shows the moderator and admin badges from the role', async () => {
    await i18n.changeLanguage('en');
    show(comment({ username: 'mia', role: 'moderator' }));
    expect(screen.getByTestId('comment-role').textContent).toBe('Moderator');
    cleanup();
    show(comment({ username: 'ann', role: 'admin' }));
    expect(screen.getByTestId('comment-role').textContent).toBe('Admin');
    cleanup();
    await i18n.changeLanguage('zhCN');
    show(comment({ username: 'mia', role: 'moderator' }));
    expect(screen.getByTestId('comment-role').textContent).toBe('版主');
  });
});
