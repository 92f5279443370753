import { describe, expect, it } from 'vitest';
import { bluemediaAmount, bluemediaHash, parseBluemediaAmount } from './bluemedia-xml.ts';
import { buildReturnUrl } from './init-payment.ts';
import { pollDelayMs, POLL_SCHEDULE_MINUTES } from './jobs.ts';
import { p24Sign } from './p24.ts';
import { payuStatus, verifyPayuSignature } from './payu.ts';

const uuid = '0d4c8a9e-1f2b-4c3d-8e9f-000000000001';

describe('buildReturnUrl', () => {
  it('is the public URL, the UI path and ?order_id=', () => {
    expect(buildReturnUrl('http://localhost:3000', '/demo/buy-ticket/12/confirmation', uuid)).toBe(`http://localhost:3000/demo/buy-ticket/12/confirmation?order_id=${uuid}`);
    expect(buildReturnUrl('https://tickets.example.com/foyer/', '/demo/buy-ticket/confirmation?step=4', uuid)).toBe(`https://tickets.example.com/foyer/demo/buy-ticket/confirmation?step=4&order_id=${uuid}`);
  });

  it('never sends the buyer to another site', () => {
    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(new URL(buildReturnUrl('http://localhost:3000', evil, uuid)).origin).toBe('http://localhost:3000');
    }
  });

  it('refuses a path whose dots resolve to another host (it became the return link: an open redirect)', () => {
    for (const evil of ['/..//evil.example/phish', '/.//evil.example', '/%2e%2e//evil.example', '/a/..//evil.example/x', '/demo/../..//evil.example']) {
      expect(() => buildReturnUrl('http://localhost:3000', evil, uuid), evil).toThrow(expect.objectContaining({ code: 'common.validation' }));
      expect(() => buildReturnUrl('https://tickets.example.com/foyer/', evil, uuid), evil).toThrow(expect.objectContaining({ code: 'common.validation' }));
    }
  });
});

describe('poll schedule', () => {
  it('waits 1, 2, 5, 10 … minutes after init', () => {
    const at = POLL_SCHEDULE_MINUTES.map((_, i) => POLL_SCHEDULE_MINUTES.slice(0, i + 1).reduce((sum, __, j) => sum + pollDelayMs(j), 0) / 60_000);
    expect(at).toEqual([...POLL_SCHEDULE_MINUTES]);
  });
});

describe('protocol details', () => {
  it('P24 sign is SHA-384 over the JSON without escaped slashes or unicode (PHP JSON_UNESCAPED_*)', async () => {
    // P24 documents PHP's json_encode(…, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES): no \/ and no \u escapes.
    const fields = { sessionId: 'a/ż', merchantId: 1, amount: 100, currency: 'PLN', crc: 'k' };
    expect(JSON.stringify(fields)).toBe('{"sessionId":"a/ż","merchantId":1,"amount":100,"currency":"PLN","crc":"k"}');
    const { createHash } = await import('node:crypto');
    expect(p24Sign(fields)).toBe(createHash('sha384').update('{"sessionId":"a/ż","merchantId":1,"amount":100,"currency":"PLN","crc":"k"}').digest('hex'));
  });

  it('PayU statuses and signature header parsing', () => {
    expect(['NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'CANCELED'].map(payuStatus)).toEqual(['pending', 'pending', 'pending', 'confirmed', 'canceled']);
    expect(verifyPayuSignature('sender=checkout;signature=abc;algorithm=CRC32;content=DOCUMENT', '{}', 'k')).toBe(false);
    expect(verifyPayuSignature('garbage', '{}', 'k')).toBe(false);
  });

  it('BlueMedia amounts and hashes skip empty values', () => {
    expect(bluemediaAmount(12_345)).toBe('123.45');
    expect(bluemediaAmount(5)).toBe('0.05');
    expect(parseBluemediaAmount('123.4')).toBe(12_340);
    expect(parseBluemediaAmount('1,00')).toBeNull();
    expect(bluemediaHash(['a', '', null, 'b'], 'k')).toBe(bluemediaHash(['a', 'b'], 'k'));
  });
});
