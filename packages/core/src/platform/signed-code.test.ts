import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeSigner } from './signed-code.ts';
import { signTicketQr } from '../tickets/ticket-qr.ts';

describe('codeSigner', () => {
  const tickets = codeSigner('foyer-ticket-qr');

  it('signs as tickets were printed before it existed (a ticket in a drawer still opens the door)', () => {
    const uuid = '3f2c1a6e-8b7d-4c5e-9f01-23456789abcd';
    const key = createHmac('sha256', 'secret').update('foyer-ticket-qr').digest();
    const mac = createHmac('sha256', key).update(`FT1.${uuid}`).digest().subarray(0, 16).toString('base64url');
    expect(signTicketQr('secret', uuid)).toBe(`FT1.${uuid}.${mac}`);
  });

  it('verifies its own signature only: another body, secret, label or spelling of the mac fails', () => {
    const signed = tickets.sign('secret', 'FT1.body');
    const mac = signed.slice('FT1.body.'.length);
    expect(tickets.verify('secret', 'FT1.body', mac)).toBe(true);
    expect(tickets.verify('secret', 'FT1.bodx', mac)).toBe(false);
    expect(tickets.verify('other', 'FT1.body', mac)).toBe(false);
    expect(codeSigner('foyer-scan-qr').verify('secret', 'FT1.body', mac)).toBe(false);
    expect(tickets.verify('secret', 'FT1.body', `${mac}=`)).toBe(false);
    expect(tickets.verify('secret', 'FT1.body', mac.slice(0, -1))).toBe(false);
    expect(tickets.verify('secret', 'FT1.body', '')).toBe(false);
  });
});
