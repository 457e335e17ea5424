import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the next frame, in a task of its own, and not once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const ran: string[] = [];
    afterNextPaint(() => ran.push('first'));
    const cancel = afterNextPaint(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    // the frame callback only queues the task
    vi.advanceTimersToNextFrame();
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(['first']);
  });
});
