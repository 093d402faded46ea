/** The portal's bank account in the demo settings: where SePay's notifications say money came. */
export const DEMO_ACCOUNT = '0123456789';

let nextBankId = 90_000;

/** A SePay notification of a transfer into the portal's account; override what the test needs. */
export function sepayEvent(overrides: Record<string, unknown> = {}) {
  return {
    id: nextBankId++,
    gateway: 'MBBank',
    transactionDate: '2026-05-01 10:00:00',
    accountNumber: DEMO_ACCOUNT,
    code: null,
    content: 'chuyen tien',
    transferType: 'in',
    transferAmount: 100_000,
    accumulated: 5_000_000,
    subAccount: null,
    referenceCode: 'FT26121000001',
    description: '',
    ...overrides,
  };
}

/** SePay notifying a running server (`origin`) with its API key, as its webhook calls. */
export const sendSepayWebhook = (origin: string, key: string, body: unknown) =>
  fetch(`${origin}/api/payments/webhook`, {
    method: 'POST',
    headers: { authorization: `Apikey ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
