import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { catalogCalls } from './catalog-test-helpers';

let t: TestApp;
let dataDir: string;
let token: string;
let otherToken: string;
let productId: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-images-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  [token, otherToken] = [(await signUpMerchant(t)).token, (await signUpMerchant(t)).token];
  productId = (await catalogCalls(t, token).product()).id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----kasitrade-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(id: string, content: Buffer, filename = 'photo.jpg', as = token) {
  const { payload, headers } = multipart(content, filename, 'image/jpeg');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/image`,
    headers: { ...headers, authorization: `Bearer ${as}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

function picture(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } },
  });
  return image.toFormat(format).toBuffer();
}

describe('POST /api/products/{id}/image', () => {
  it('stores a JPEG as a small WebP served with long cache headers', async () => {
    const res = await upload(productId, await picture('jpeg'));
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^\/api\/product-images\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(served.rawPayload.length).toBeLessThan(20_000);
  });

  it('accepts PNG and WebP; a new photo gets a new URL and the old one is gone', async () => {
    const first = await upload(productId, await picture('png', 200, 200), 'a.png');
    expect(first.status).toBe(200);
    const second = await upload(productId, await picture('webp'), 'b.webp');
    expect(second.status).toBe(200);
    expect(second.body.image).not.toBe(first.body.image);
    expect((await t.app.inject({ method: 'GET', url: first.body.image })).statusCode).toBe(404);
    const listed = await call(t.app, 'GET', '/api/products', { token });
    expect(listed.body.items[0].image).toBe(second.body.image);
  });

  it('checks the type by content: a text file named .jpg is refused with 400', async () => {
    const res = await upload(productId, Buffer.from('not really a photo'), 'photo.jpg');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION',
      message: 'The photo must be a JPEG, PNG or WebP image',
    });
    const broken = await upload(productId, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe('That photo could not be read. Try another one.');
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(productId, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The photo must be 2 MB or smaller',
    });
  });

  it('answers 404 for another merchant product, 400 without a file and 401 without a token', async () => {
    const foreign = await upload(productId, await picture('jpeg'), 'x.jpg', otherToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Product not found');
    const json = await call(t.app, 'POST', `/api/products/${productId}/image`, {
      token,
      body: { image: 'x' },
    });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toBe('Choose a photo to upload');
    const anonymous = await call(t.app, 'POST', `/api/products/${productId}/image`);
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for an unknown image and 400 for a malformed name', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/product-images/${'a'.repeat(32)}.webp`,
    });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/api/product-images/..%2Fx' });
    expect(traversal.statusCode).toBe(400);
  });

  it('removes the photo with image: null', async () => {
    const res = await call(t.app, 'PUT', `/api/products/${productId}`, {
      token,
      body: { image: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.image).toBeNull();
  });
});
