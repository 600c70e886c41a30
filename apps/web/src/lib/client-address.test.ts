import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, pinClientAddress, proxyTrust, resolveClientAddress } from './client-address';

const trust = (value: string) => {
  const parsed = parseTrustProxy(value);
  if (!parsed.ok) throw new Error(`bad ${parsed.bad}`);
  return proxyTrust(parsed.setting);
};

describe('parseTrustProxy', () => {
  it('accepts what the API accepts: addresses, CIDRs, named ranges, or false', () => {
    expect(parseTrustProxy('loopback')).toEqual({ ok: true, setting: 'loopback' });
    expect(parseTrustProxy(' 10.0.0.1 , 192.168.0.0/16,::1,fd00::/8,uniquelocal ')).toEqual({
      ok: true,
      setting: '10.0.0.1,192.168.0.0/16,::1,fd00::/8,uniquelocal',
    });
    expect(parseTrustProxy('false')).toEqual({ ok: true, setting: false });
    expect(parseTrustProxy('loopback,proxy.internal')).toEqual({ ok: false, bad: 'proxy.internal' });
    expect(parseTrustProxy('10.0.0.0/33')).toEqual({ ok: false, bad: '10.0.0.0/33' });
    expect(parseTrustProxy('10.0.0.0/8/1')).toEqual({ ok: false, bad: '10.0.0.0/8/1' });
  });
});

describe('proxyTrust', () => {
  it('knows the named ranges, single addresses, CIDRs and IPv4 on dual-stack sockets', () => {
    const loopback = trust('loopback');
    expect(loopback('127.0.0.1')).toBe(true);
    expect(loopback('127.0.0.2')).toBe(true);
    expect(loopback('::1')).toBe(true);
    expect(loopback('::ffff:127.0.0.1')).toBe(true);
    expect(loopback('203.0.113.9')).toBe(false);
    expect(loopback('not an address')).toBe(false);
    const listed = trust('10.1.2.3,192.168.0.0/16');
    expect(listed('10.1.2.3')).toBe(true);
    expect(listed('10.1.2.4')).toBe(false);
    expect(listed('192.168.77.1')).toBe(true);
    expect(trust('false')('127.0.0.1')).toBe(false);
  });
});

describe('resolveClientAddress', () => {
  const loopback = trust('loopback');

  it("ignores a direct client's X-Forwarded-For: the socket is the answer", () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', loopback)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', '127.0.0.1', loopback)).toBe('203.0.113.9');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', trust('false'))).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, takes the right-most hop that is not a trusted proxy', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1, 203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(resolveClientAddress('127.0.0.1', ['198.51.100.1', '203.0.113.9, 127.0.0.2'], loopback)).toBe('203.0.113.9');
    expect(resolveClientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '127.0.0.3, 127.0.0.2', loopback)).toBe('127.0.0.3');
    // A hop that is not an address ends the walk at the last proxy that was trusted.
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1, garbage', loopback)).toBe('127.0.0.1');
    expect(resolveClientAddress(undefined, '198.51.100.1', loopback)).toBeNull();
  });
});

describe('pinClientAddress', () => {
  it('leaves exactly the determined address in X-Forwarded-For and drops the other client headers', () => {
    const request = {
      headers: { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2', forwarded: 'for=1.2.3.4', host: 'h' },
      socket: { remoteAddress: '::ffff:203.0.113.9' },
    };
    pinClientAddress(request, trust('loopback'));
    expect(request.headers).toEqual({ 'x-forwarded-for': '203.0.113.9', host: 'h' });
  });
});

describe('clientAddress', () => {
  // Issue 12: the header is the one address server.mjs pinned; a list or any other header is a
  // request that did not come through it, and its claims are not passed on.
  it('passes on the single address the web server pinned, and nothing a client could have written', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': ' 2001:db8::1 ' })).toBe('2001:db8::1');
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBeNull();
    expect(clientAddress({ 'x-forwarded-for': 'unknown' })).toBeNull();
    expect(clientAddress({ 'x-real-ip': '203.0.113.7' })).toBeNull();
    expect(clientAddress({})).toBeNull();
    expect(clientAddress(undefined)).toBeNull();
  });
});
