import { describe, expect, it } from 'vitest';
import { countAfterToggle, nextProblemStatus, toggleLabelKey, toggleToastKey } from './problemToggle';
import { ACTIONS_BY_STATUS, ACTION_SPECS, needsConfirmation } from './tracking/trackingModel';

describe('problem toggle rule (spec §4)', () => {
  it('turns RESOLVED into UNRESOLVED and anything else into RESOLVED', () => {
    expect(nextProblemStatus('RESOLVED')).toBe('UNRESOLVED');
    expect(nextProblemStatus('UNRESOLVED')).toBe('RESOLVED');
    expect(nextProblemStatus('PENDING')).toBe('RESOLVED');
  });

  it('labels the button with what a click does; Knowledge problems are read', () => {
    expect(toggleLabelKey('JSFunction', 'UNRESOLVED')).toBe('toggle.markDone');
    expect(toggleLabelKey('UICoding', 'PENDING')).toBe('toggle.markDone');
    expect(toggleLabelKey('Article', 'RESOLVED')).toBe('toggle.markNotDone');
    expect(toggleLabelKey('Knowledge', 'UNRESOLVED')).toBe('toggle.markRead');
    expect(toggleLabelKey('Knowledge', 'PENDING')).toBe('toggle.markRead');
    expect(toggleLabelKey('Knowledge', 'RESOLVED')).toBe('toggle.markUnread');
    // an output quiz is answered, so done rather than read
    expect(toggleLabelKey('Knowledge', 'RESOLVED', 'OutputQuiz')).toBe('toggle.markNotDone');
  });

  it('toasts done / undone, or read / unread for Knowledge', () => {
    expect(toggleToastKey('JSFunction', 'RESOLVED')).toBe('toast.done');
    expect(toggleToastKey('JSFunction', 'UNRESOLVED')).toBe('toast.undone');
    expect(toggleToastKey('Knowledge', 'RESOLVED')).toBe('toast.read');
    expect(toggleToastKey('Knowledge', 'UNRESOLVED')).toBe('toast.unread');
    expect(toggleToastKey('Knowledge', 'RESOLVED', 'OutputQuiz')).toBe('toast.done');
  });

  it('moves the completed count with the problem, within 0 and the total', () => {
    expect(countAfterToggle([10, 3], 'UNRESOLVED', 'RESOLVED')).toEqual([10, 4]);
    expect(countAfterToggle([10, 3], 'PENDING', 'RESOLVED')).toEqual([10, 4]);
    expect(countAfterToggle([10, 3], 'RESOLVED', 'UNRESOLVED')).toEqual([10, 2]);
    expect(countAfterToggle([10, 0], 'RESOLVED', 'UNRESOLVED')).toEqual([10, 0]);
    expect(countAfterToggle([10, 10], 'UNRESOLVED', 'RESOLVED')).toEqual([10, 10]);
  });
});

describe('tracking actions by status (spec §4)', () => {
  it('offers start; archive, stop, reset; restore, re-learn, stop', () => {
    expect(ACTIONS_BY_STATUS.unsubscribed).toEqual(['subscribe']);
    expect(ACTIONS_BY_STATUS.subscribed).toEqual(['archive', 'unsubscribe', 'reset']);
    expect(ACTIONS_BY_STATUS.archived).toEqual(['restore', 'relearn', 'unsubscribe']);
  });

  it('asks before archiving, stopping, resetting and re-learning; the record-clearing ones are dangerous', () => {
    expect(needsConfirmation('subscribe')).toBe(false);
    expect(needsConfirmation('restore')).toBe(false);
    expect(['archive', 'unsubscribe', 'reset', 'relearn'].every((a) => needsConfirmation(a as never))).toBe(true);
    expect(ACTION_SPECS.reset.confirm).toBe('danger');
    expect(ACTION_SPECS.relearn.confirm).toBe('danger');
    expect(ACTION_SPECS.relearn).toMatchObject({ target: 'subscribed', resetProgress: true });
    expect(ACTION_SPECS.restore).not.toHaveProperty('resetProgress');
  });
});
