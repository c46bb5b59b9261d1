import { PageViewGate } from './page-view-gate';

describe('PageViewGate', () => {
  it('lets a key through once, then answers seen without counting again', () => {
    const gate = new PageViewGate({ capacity: 10, maxInFlight: 5 });
    expect(gate.admit('a/butikk/2026-12-01')).toBe('count');
    gate.done();
    expect(gate.admit('a/butikk/2026-12-01')).toBe('seen');
    expect(gate.admit('a/butikk/2026-12-02')).toBe('count');
    expect(gate.admit('b/butikk/2026-12-01')).toBe('count');
    expect(gate.running).toBe(2);
  });

  it('forgets the least recently seen key beyond its capacity', () => {
    const gate = new PageViewGate({ capacity: 2, maxInFlight: 10 });
    gate.admit('a');
    gate.admit('b');
    expect(gate.admit('a')).toBe('seen'); // a is now the most recent
    gate.admit('c'); // b goes
    expect(gate.size).toBe(2);
    expect(gate.admit('a')).toBe('seen');
    expect(gate.admit('b')).toBe('count');
  });

  it('drops views while maxInFlight counts are under way, without remembering them, and counts the drops', () => {
    const gate = new PageViewGate({ capacity: 10, maxInFlight: 2 });
    expect(gate.admit('a')).toBe('count');
    expect(gate.admit('b')).toBe('count');
    expect(gate.admit('c')).toBe('saturated');
    expect(gate.admit('d')).toBe('saturated');
    expect(gate.takeDropped()).toBe(2);
    expect(gate.takeDropped()).toBe(0);
    gate.done();
    // c was not remembered: once a count has finished, it counts.
    expect(gate.admit('c')).toBe('count');
    expect(gate.running).toBe(2);
  });
});
