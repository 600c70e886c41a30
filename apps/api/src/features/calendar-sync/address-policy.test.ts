import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';

describe('isPublicAddress', () => {
  it('accepts public IPv4 and IPv6 unicast addresses', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '2a00:1450::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses private, loopback, link-local, CGNAT and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses IPv6 loopback, unspecified, link-local, unique-local, multicast and IPv4-mapped', () => {
    for (const address of [
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::a00:1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses anything that is not an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});
