import { describe, expect, it } from 'vitest';
import { orderServices, overallStatus, unreachableServices } from './status';
import { at } from '../../test/at';

describe('status banner rule', () => {
  it('is major outage if any service is out', () => {
    expect(overallStatus([{ status: 'operational' }, { status: 'degraded' }, { status: 'outage' }])).toBe('outage');
  });

  it('is degraded if any service is degraded and none is out', () => {
    expect(overallStatus([{ status: 'operational' }, { status: 'degraded' }])).toBe('degraded');
  });

  it('ignores a feature that is not configured', () => {
    expect(overallStatus([{ status: 'operational' }, { status: 'notConfigured' }])).toBe('operational');
    expect(overallStatus([{ status: 'degraded' }, { status: 'notConfigured' }])).toBe('degraded');
  });

  it('is all operational otherwise', () => {
    expect(overallStatus([{ status: 'operational' }, { status: 'operational' }])).toBe('operational');
  });

  it('shows the website up and the rest out when the API cannot be reached', () => {
    const services = unreachableServices();
    expect(services.map((s) => s.id)).toEqual(['website', 'api', 'database', 'judge', 'github']);
    expect(at(services, 0).status).toBe('operational');
    expect(overallStatus(services)).toBe('outage');
  });

  it('orders the server answer and fills what is missing', () => {
    const ordered = orderServices([
      { id: 'github', status: 'operational' },
      { id: 'website', status: 'operational' },
    ]);
    expect(ordered.map((s) => `${s.id}:${s.status}`)).toEqual([
      'website:operational',
      'api:outage',
      'database:outage',
      'judge:outage',
      'github:operational',
    ]);
  });
});
