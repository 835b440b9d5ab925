import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { merchantInput, signUpMerchant } from '@server/test/auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const zulu = { 'accept-language': 'zu-ZA,zu;q=0.9,en;q=0.5' };

describe('server texts in the reader’s language', () => {
  it('sends the sign-in SMS in the language the app asked in, with the code', async () => {
    const input = merchantInput();
    const registered = await call(t.app, 'POST', '/api/auth/merchant/register', {
      body: input,
      headers: zulu,
    });
    expect(registered.status).toBe(201);
    const [sms] = t.sms.messages(registered.body.phone);
    expect(sms!.text).toBe(
      `Ikhodi yakho ye-KasiTrade ithi ${sms!.code}. Iphelelwa yisikhathi emizuzwini emi-5.`,
    );
  });

  it('keeps the English SMS without a language asked', async () => {
    const merchant = await signUpMerchant(t);
    const [sms] = t.sms.messages(merchant.phone);
    expect(sms!.text).toBe(`Your KasiTrade code is ${sms!.code}. It expires in 5 minutes.`);
  });

  it('sends later codes in the account’s language whatever the request says', async () => {
    const merchant = await signUpMerchant(t);
    await call(t.app, 'PUT', '/api/auth/language', {
      token: merchant.token,
      body: { language: 'af' },
    });
    t.advance(31_000);
    const login = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: merchant.input.username, password: merchant.input.password },
    });
    expect(login.status).toBe(200);
    expect(t.sms.messages(merchant.phone)[0]!.text).toMatch(
      /^Jou KasiTrade-kode is \d+\. Dit verval oor 5 minute\.$/,
    );
  });

  it('answers a refusal in Accept-Language with the same stable code', async () => {
    const english = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: 'nobody-here', password: 'wrong-password' },
    });
    const zu = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: 'nobody-here', password: 'wrong-password' },
      headers: zulu,
    });
    expect(english.status).toBe(zu.status);
    expect(zu.body.error.code).toBe(english.body.error.code);
    expect(english.body.error.message).toBe('Invalid username or password');
    expect(zu.body.error.message).toBe('Igama lokungena noma iphasiwedi akulungile');
  });

  it('says validation messages in the language, fields unchanged', async () => {
    const answer = await call(t.app, 'POST', '/api/auth/merchant/register', {
      body: { ...merchantInput(), username: 'ab' },
      headers: { 'accept-language': 'af' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION');
    expect(answer.body.error.details.issues).toEqual([
      { field: 'username', message: 'Gebruikersnaam moet minstens 3 karakters hê' },
    ]);
  });

  it('falls back to the account’s language, then English, for unsupported ones', async () => {
    const merchant = await signUpMerchant(t);
    await call(t.app, 'PUT', '/api/auth/language', {
      token: merchant.token,
      body: { language: 'xh' },
    });
    const refused = await call(t.app, 'POST', '/api/pos-sales', {
      token: merchant.token,
      body: { items: [] },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain(
      'Nceda ufake iimpahla kwinqwelo phambi kokuhlawulisa',
    );
    const french = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: 'nobody-here', password: 'wrong-password' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.body.error.message).toBe('Invalid username or password');
  });
});
