import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, bellShown } from './bell-label';

describe('the bell', () => {
  it('names the unread count on the button', () => {
    expect(bellLabel(0)).toBe('Notifications, none unread');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(120)).toBe('Notifications, 120 unread');
  });

  it('shows a badge only when something is unread, capped at 99+', () => {
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(7)).toBe('7');
    expect(bellBadge(100)).toBe('99+');
  });
});

describe('bellShown', () => {
  it('shows for a member, and while loading only on a page rendered signed in', () => {
    expect(bellShown('authenticated', false)).toBe(true);
    expect(bellShown('loading', true)).toBe(true);
    expect(bellShown('loading', false)).toBe(false);
    expect(bellShown('unauthenticated', true)).toBe(false);
  });
});
