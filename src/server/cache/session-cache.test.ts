import { describe, expect, it } from 'vitest';
import { manualFeed, upToDateFeed } from '../test/feeds';
import { SessionCache, type CachedSession } from './session-cache';

const session = (userId: string, expiresInMs = 60_000): CachedSession => ({
  sessionId: `s-${userId}`,
  user: { id: userId } as CachedSession['user'],
  expiresAt: new Date(Date.now() + expiresInMs),
});

describe('session cache', () => {
  it('keeps a session until its account changes', () => {
    const cache = new SessionCache(upToDateFeed);
    cache.store('a', cache.mark(), session('u1'));
    cache.store('b', cache.mark(), session('u2'));
    expect(cache.get('a')?.sessionId).toBe('s-u1');
    cache.forgetUser('u1');
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')?.sessionId).toBe('s-u2');
  });

  it('does not keep a result read across a change', () => {
    const cache = new SessionCache(upToDateFeed);
    const mark = cache.mark();
    cache.forgetUser('u1');
    cache.store('a', mark, session('u1'));
    expect(cache.get('a')).toBeNull();
  });

  it('lets an expired session go, and an old entry after a minute', () => {
    const cache = new SessionCache(upToDateFeed);
    cache.store('a', cache.mark(), session('u1', -1));
    expect(cache.get('a')).toBeNull();
    const now = Date.now();
    cache.store('b', cache.mark(), session('u2', 3_600_000), now);
    expect(cache.get('b', now + 59_000)).not.toBeNull();
    expect(cache.get('b', now + 61_000)).toBeNull();
  });

  it('serves nothing while the change feed is behind, and keeps nothing while it is down', () => {
    const feed = manualFeed();
    const cache = new SessionCache(feed);
    cache.store('a', cache.mark(), session('u1'));
    feed.current = false;
    expect(cache.get('a')).toBeNull();
    feed.current = true;
    expect(cache.get('a')?.sessionId).toBe('s-u1');

    feed.live = false;
    cache.store('b', cache.mark(), session('u2'));
    feed.live = true;
    expect(cache.get('b')).toBeNull();
  });

  it('drops every entry, and a read in flight, when cleared', () => {
    const cache = new SessionCache(upToDateFeed);
    cache.store('a', cache.mark(), session('u1'));
    const mark = cache.mark();
    cache.clear();
    cache.store('b', mark, session('u2'));
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();
  });
});
