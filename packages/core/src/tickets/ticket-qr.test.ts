import { describe, expect, it } from 'vitest';
import { signTicketQr, verifyTicketQr } from './ticket-qr.ts';

const secret = 'test-session-secret-test-session-secret-01';
const uuid = '3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e';

describe('ticket QR payload', () => {
  it('signs FT1.<uuid>.<16-byte mac> and verifies it back', () => {
    const qr = signTicketQr(secret, uuid);
    expect(qr).toMatch(/^FT1\.3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e\.[A-Za-z0-9_-]{22}$/);
    expect(verifyTicketQr(secret, qr)).toBe(uuid);
    expect(signTicketQr(secret, uuid)).toBe(qr);
  });

  it('refuses another key, a changed uuid, a changed mac and garbage', () => {
    const qr = signTicketQr(secret, uuid);
    expect(verifyTicketQr('another-secret-another-secret-another-secret', qr)).toBeNull();
    const otherUuid = uuid.replace('3f2b', '3f2c');
    expect(verifyTicketQr(secret, qr.replace(uuid, otherUuid))).toBeNull();
    const mac = qr.split('.')[2]!;
    const flipped = (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1);
    expect(verifyTicketQr(secret, qr.replace(mac, flipped))).toBeNull();
    expect(verifyTicketQr(secret, `${qr}.x`)).toBeNull();
    expect(verifyTicketQr(secret, `FT2.${uuid}.${mac}`)).toBeNull();
    expect(verifyTicketQr(secret, '')).toBeNull();
    expect(verifyTicketQr(secret, `FT1.${uuid}.${mac}AA`)).toBeNull();
    expect(() => signTicketQr(secret, 'not-a-uuid')).toThrow();
  });
});
