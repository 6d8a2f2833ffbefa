import { beforeEach, describe, expect, it } from 'vitest';
import { createEventStream, type EventStreamStatus, type StreamEvent } from '../../runtime/api';
import { FakeEventSource } from '../stores/sportsFixtures';
import { fakeClock } from './fakeClock';

function setup(failAfter = 3) {
  const clock = fakeClock();
  const events: StreamEvent[] = [];
  const statuses: EventStreamStatus[] = [];
  const urls: (string | null)[] = [];
  const stream = createEventStream({
    url: (lastEventId) => {
      urls.push(lastEventId);
      return `/stream?since=${lastEventId ?? ''}`;
    },
    events: ['delta', 'snapshot'],
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    createSource: (url) => new FakeEventSource(url),
    timers: clock,
    reconnect: { initialMs: 1000, maxMs: 8000, factor: 2 },
    failAfter,
  });
  return { clock, events, statuses, urls, stream };
}

beforeEach(() => FakeEventSource.reset());

describe('event stream', () => {
  it('delivers the named events with their ids once open', () => {
    const { stream, events, statuses } = setup();
    stream.start();
    const source = FakeEventSource.latest();
    source.open();
    source.emit('delta', { a: 1 }, '5:3');
    source.emit('snapshot', { b: 2 });
    source.emit('other', { c: 3 }, '9:9');
    expect(events).toEqual([
      { type: 'delta', data: '{"a":1}', id: '5:3' },
      { type: 'snapshot', data: '{"b":2}', id: '5:3' },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(stream.status).toBe('open');
  });

  it('reconnects after a drop with the last event id in the new URL', async () => {
    const { stream, clock, urls } = setup();
    stream.start();
    const first = FakeEventSource.latest();
    first.open();
    first.emit('delta', {}, '7:12');
    first.fail();
    expect(first.closed).toBe(true);
    expect(stream.status).toBe('connecting');
    await clock.advance(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await clock.advance(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/stream?since=7:12');
    expect(urls).toEqual([null, '7:12']);
  });

  it('backs off while it cannot connect and reports failed after failAfter attempts', async () => {
    const { stream, clock, statuses } = setup(3);
    stream.start();
    FakeEventSource.latest().fail();
    expect(clock.pending()).toEqual([1000]);
    await clock.advance(1000);
    FakeEventSource.latest().fail();
    expect(clock.pending()).toEqual([2000]);
    await clock.advance(2000);
    FakeEventSource.latest().fail();
    expect(stream.status).toBe('failed');
    expect(clock.pending()).toEqual([4000]);
    await clock.advance(4000);
    FakeEventSource.latest().fail();
    await clock.advance(8000);
    FakeEventSource.latest().fail();
    expect(clock.pending()).toEqual([8000]); // capped at maxMs
    expect(statuses).toEqual(['connecting', 'failed']);
    // It keeps trying; once through, it is open again and the backoff starts over.
    await clock.advance(8000);
    FakeEventSource.latest().open();
    expect(stream.status).toBe('open');
    FakeEventSource.latest().fail();
    expect(clock.pending()).toEqual([1000]);
  });

  it('restart reopens at once with a fresh URL and ignores the old source', () => {
    const { stream, events, urls } = setup();
    stream.start();
    const old = FakeEventSource.latest();
    old.open();
    old.emit('delta', {}, '1:1');
    stream.restart();
    expect(old.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    old.emit('delta', { stale: true }, '1:2');
    expect(events).toHaveLength(1);
    expect(urls).toEqual([null, '1:1']);
  });

  it('start twice opens one connection; stop closes it and cancels the reconnect', async () => {
    const { stream, clock } = setup();
    stream.start();
    stream.start();
    expect(FakeEventSource.instances).toHaveLength(1);
    FakeEventSource.latest().fail();
    stream.stop();
    expect(stream.status).toBe('idle');
    expect(clock.pending()).toEqual([]);
    await clock.advance(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
