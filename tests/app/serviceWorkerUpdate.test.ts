// A newer build's service worker: once installed under a page the older build controls, the page
// counts it as an update and asks it to take over (its own skipWaiting can be parked by Chromium);
// the first worker of a fresh page is no update, though it is still asked to take over.
import { describe, expect, it } from 'vitest';
import { SKIP_WAITING_MESSAGE } from '../../domain/app/appIcons';
import {
  followNewWorkers,
  type RegistrationLike,
  type WorkerLike,
} from '../../app/pwa/registerServiceWorker';

class FakeWorker extends EventTarget implements WorkerLike {
  messages: unknown[] = [];
  constructor(public state: string) {
    super();
  }
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  moveTo(state: string): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function follow(registration: FakeRegistration, controlled: boolean) {
  const updates: number[] = [];
  followNewWorkers(
    registration,
    () => controlled,
    () => updates.push(1),
  );
  return updates;
}

describe('following a newer service worker', () => {
  it('counts a worker that installs under a controlled page as an update and asks it to take over', () => {
    const registration = new FakeRegistration();
    const updates = follow(registration, true);
    const worker = new FakeWorker('installing');
    registration.found(worker);
    expect(updates).toHaveLength(0);
    expect(worker.messages).toEqual([]);
    worker.moveTo('installed');
    expect(updates).toHaveLength(1);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    worker.moveTo('activating');
    worker.moveTo('activated');
    expect(updates).toHaveLength(1);
    expect(worker.messages).toHaveLength(1);
  });

  it('asks a worker already waiting when the page registers', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const updates = follow(registration, true);
    expect(updates).toHaveLength(1);
    expect(registration.waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('does not call the first worker of a fresh page an update', () => {
    const registration = new FakeRegistration();
    const updates = follow(registration, false);
    const worker = new FakeWorker('installing');
    registration.found(worker);
    worker.moveTo('installed');
    expect(updates).toHaveLength(0);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });
});
