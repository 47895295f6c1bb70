import { afterEach, describe, expect, it } from 'vitest';
import { writeStorage } from '../../lib/storage';
import { readRubricChecks, rubricChecksKey, toggleCheck, writeRubricChecks } from './rubricChecks';

afterEach(() => localStorage.clear());

describe('rubric checks', () => {
  it('ticks and unticks points, kept per problem in this browser', () => {
    let checks = toggleCheck({}, 'api', 2);
    checks = toggleCheck(checks, 'api', 0);
    expect(checks).toEqual({ api: [0, 2] });
    checks = toggleCheck(checks, 'api', 2);
    expect(checks).toEqual({ api: [0] });
    writeRubricChecks('p1', checks);
    expect(readRubricChecks('p1')).toEqual({ api: [0] });
    expect(readRubricChecks('p2')).toEqual({});
  });

  it('drops what is malformed instead of failing', () => {
    writeStorage(rubricChecksKey('p1'), JSON.stringify({ api: [1, -1, 'x', 2.5], security: 'all' }));
    expect(readRubricChecks('p1')).toEqual({ api: [1] });
    writeStorage(rubricChecksKey('p2'), '[1,2]');
    expect(readRubricChecks('p2')).toEqual({});
    writeStorage(rubricChecksKey('p3'), 'not json');
    expect(readRubricChecks('p3')).toEqual({});
  });
});
