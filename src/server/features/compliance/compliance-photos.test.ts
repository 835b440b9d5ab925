import { describe, expect, it } from 'vitest';
import { COMPLIANCE_PHOTO_MESSAGES } from '@shared/compliance/compliance-photo';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { multipartFile } from '@server/test/multipart';
import { call } from '@server/test/test-app';

const t = appFixture();
const shop = merchantFixture(t);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('permit photo'),
]);
const PDF = Buffer.from('%PDF-1.7\n% Certificate of Acceptability\n%%EOF\n');

const upload = (kind: string, content: Buffer, type = 'image/png', token = shop.token) => {
  const { payload, headers } = multipartFile('file', content, 'document', type);
  return t.app.inject({
    method: 'PUT',
    url: `/api/compliance/photos/${kind}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
};
const download = (kind: string, token = shop.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/compliance/photos/${kind}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe("the folder's document photos", () => {
  it('keeps a photo per document and serves it back as it is, privately', async () => {
    const saved = await upload('trading_permit', PNG);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      tradingPermit: { hasPhoto: true },
      certificateOfAcceptability: { hasPhoto: false },
      pestControlHasPhoto: false,
    });
    const got = await download('trading_permit');
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toMatch(/^private/);
    expect(got.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes a PDF, its type read from its first bytes whatever the browser claims', async () => {
    expect((await upload('certificate_of_acceptability', PDF, 'image/jpeg')).statusCode).toBe(200);
    const got = await download('certificate_of_acceptability');
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses another type, an empty upload and a file over 2 MB, keeping the photo it had', async () => {
    const html = await upload('trading_permit', Buffer.from('<html><script>x</script>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toMatchObject({
      code: 'VALIDATION',
      message: COMPLIANCE_PHOTO_MESSAGES.type,
    });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload('trading_permit', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(COMPLIANCE_PHOTO_MESSAGES.tooLarge);
    const none = await call(t.app, 'PUT', '/api/compliance/photos/trading_permit', {
      token: shop.token,
      body: {},
    });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(COMPLIANCE_PHOTO_MESSAGES.missing);
    expect((await download('trading_permit')).rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a kind of document the folder does not keep', async () => {
    expect((await upload('fire_certificate', PNG)).statusCode).toBe(400);
    expect((await download('fire_certificate')).statusCode).toBe(400);
  });

  it("answers 404 for another shop's photo, and leaves it alone", async () => {
    const other = await signUpMerchant(t);
    expect((await download('trading_permit', other.token)).statusCode).toBe(404);
    const removed = await call(t.app, 'DELETE', '/api/compliance/photos/trading_permit', {
      token: other.token,
    });
    expect(removed.status).toBe(404);
    expect((await download('trading_permit')).statusCode).toBe(200);
  });

  it('removes a photo: the folder says so, and it is gone', async () => {
    const removed = await call(t.app, 'DELETE', '/api/compliance/photos/trading_permit', {
      token: shop.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.tradingPermit.hasPhoto).toBe(false);
    expect(removed.body.certificateOfAcceptability.hasPhoto).toBe(true);
    expect((await download('trading_permit')).statusCode).toBe(404);
    const again = await call(t.app, 'DELETE', '/api/compliance/photos/trading_permit', {
      token: shop.token,
    });
    expect(again.status).toBe(404);
  });
});
