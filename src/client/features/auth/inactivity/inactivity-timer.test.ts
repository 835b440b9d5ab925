import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createInactivityTimer, IDLE_TIMEOUT_MS, type InactivityState } from './inactivity-timer';

let states: InactivityState[];
let logout: Mock<() => void>;
const last = () => states.at(-1);

function started() {
  const timer = createInactivityTimer((state) => states.push(state), logout);
  timer.start();
  return timer;
}

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
  logout = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('inactivity timer', () => {
  it('warns after exactly 2 minutes idle with a 30-second countdown', () => {
    started();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ warning: true, secondsLeft: 30 });
    vi.advanceTimersByTime(1000);
    expect(last()).toEqual({ warning: true, secondsLeft: 29 });
    vi.advanceTimersByTime(28_000);
    expect(last()).toEqual({ warning: true, secondsLeft: 1 });
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out when the countdown reaches zero, once', () => {
    started();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 30_000);
    expect(logout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * IDLE_TIMEOUT_MS);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('activity restarts the idle timer while the warning is closed', () => {
    const timer = started();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000);
    timer.activity();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(last()?.warning).toBe(true);
  });

  it('activity while the warning is open changes nothing', () => {
    const timer = started();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 10_000);
    timer.activity();
    expect(last()).toEqual({ warning: true, secondsLeft: 20 });
    vi.advanceTimersByTime(20_000);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('"Yes, Stay Active" closes the warning and restarts the full idle time', () => {
    const timer = started();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 25_000);
    timer.stayActive();
    expect(last()).toEqual({ warning: false, secondsLeft: 30 });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(last()?.warning).toBe(false);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ warning: true, secondsLeft: 30 });
  });

  it('"Logout Now" logs out at once and stops the timers', () => {
    const timer = started();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 3000);
    timer.logoutNow();
    expect(logout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a phone that slept past 2:30 logs out as soon as it wakes, before any timer runs', () => {
    const timer = started();
    vi.setSystemTime(Date.now() + IDLE_TIMEOUT_MS + 31_000);
    timer.wake();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(states).toEqual([]);
  });

  it('the first touch after such a sleep logs out too, instead of resetting the timer', () => {
    const timer = started();
    vi.setSystemTime(Date.now() + 10 * IDLE_TIMEOUT_MS);
    timer.activity();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a phone that slept between 2:00 and 2:30 wakes to the warning with the seconds left', () => {
    const timer = started();
    vi.setSystemTime(Date.now() + IDLE_TIMEOUT_MS + 5_000);
    timer.wake();
    expect(last()).toEqual({ warning: true, secondsLeft: 25 });
    vi.advanceTimersByTime(1000);
    expect(last()).toEqual({ warning: true, secondsLeft: 24 });
    expect(logout).not.toHaveBeenCalled();
  });

  it('stop ends everything (leaving the page)', () => {
    const timer = started();
    timer.stop();
    vi.advanceTimersByTime(10 * IDLE_TIMEOUT_MS);
    expect(states).toEqual([]);
    expect(logout).not.toHaveBeenCalled();
  });
});
