// The route table's paths as URLPatterns: params by name and decoded, a trailing slash allowed,
// nothing more or less than the path's segments.
import { describe, expect, it } from 'vitest';
import { compilePath } from './path-pattern';

describe('compilePath', () => {
  const comments = compilePath('/api/problems/:problemId/comments/:commentId');

  it('answers the params by name, URL-decoded, with or without a trailing slash', () => {
    expect(comments.match('/api/problems/p%201/comments/42')).toEqual({ problemId: 'p 1', commentId: '42' });
    expect(comments.match('/api/problems/p1/comments/42/')).toEqual({ problemId: 'p1', commentId: '42' });
    expect(comments.literal).toBe(false);
  });

  it('matches no path with a segment more, less or empty', () => {
    expect(comments.match('/api/problems/p1/comments')).toBeNull();
    expect(comments.match('/api/problems/p1/comments/42/like')).toBeNull();
    expect(comments.match('/api/problems//comments/42')).toBeNull();
    expect(comments.match('/api/problems/p1/comments/42//')).toBeNull();
  });

  it('keeps a literal path literal: its dots and dashes are not patterns', () => {
    const literal = compilePath('/api/books/by-links');
    expect(literal.literal).toBe(true);
    expect(literal.match('/api/books/by-links')).toEqual({});
    expect(literal.match('/api/books/byXlinks')).toBeNull();
    expect(compilePath('/api/a.b').match('/api/aXb')).toBeNull();
  });
});
