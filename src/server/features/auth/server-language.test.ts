import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { merchantInput, signUpMerchant, sentTo } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { tillCart } from '@server/test/trading';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

const zulu = { 'accept-language': 'zu-ZA,zu;q=0.9,en;q=0.5' };

describe('server texts in the reader’s language', () => {
  it('sends the sign-in SMS in the language the app asked in, with the code', async () => {
    const input = merchantInput();
    const registered = await call(t.app, 'POST', '/api/auth/merchant/register', {
      body: input,
      headers: zulu,
    });
    expect(registered.status).toBe(201);
    const [sms] = await sentTo(t, registered.body.phone);
    expect(sms!.text).toBe(
      `Ikhodi yakho ye-KasiTrade ithi ${sms!.code}. Iphelelwa yisikhathi emizuzwini emi-5.`,
    );
  });

  it('keeps the English SMS without a language asked', async () => {
    const merchant = await signUpMerchant(t);
    const [sms] = await sentTo(t, merchant.phone);
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
    expect((await sentTo(t, merchant.phone))[0]!.text).toMatch(
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

  it('says a till refusal with values in the language, the values as they are', async () => {
    const merchant = await signUpMerchant(t);
    const oil = await insertProduct(t.deps.db, merchant.user.id as string, {
      name: 'Sunfoil 750ml',
      stock: 1,
    });
    const sell = (headers?: Record<string, string>) =>
      call(t.app, 'POST', '/api/pos-sales', {
        token: merchant.token,
        body: tillCart([[oil, 3]]),
        headers,
      });
    const english = await sell();
    const zu = await sell(zulu);
    expect(english.status).toBe(409);
    expect(zu.status).toBe(409);
    expect(english.body.error.message).toBe('Not enough stock for Sunfoil 750ml');
    expect(zu.body.error.message).toBe('Asikho isitoko esanele: Sunfoil 750ml');
    expect(zu.body.error.details).toEqual(english.body.error.details);
  });

  it('says a field issue that repeats the message with its figures in the language', async () => {
    const merchant = await signUpMerchant(t);
    const customer = await call(t.app, 'POST', '/api/customers', {
      token: merchant.token,
      body: { name: 'Thandi', phone: '0821234567' },
    });
    const topUp = (amount: string) =>
      call(t.app, 'POST', `/api/wallets/${customer.body.id}/top-ups`, {
        token: merchant.token,
        body: { amount },
        headers: { 'accept-language': 'af' },
      });
    expect((await topUp('90000.00')).status).toBe(201);
    const refused = await topUp('20000.00');
    expect(refused.status).toBe(400);
    const message = refused.body.error.message as string;
    expect(message).toContain('R100 000.00');
    expect(message).toContain('R90 000.00');
    expect(message).not.toContain('A wallet can hold');
    expect(refused.body.error.details.issues).toEqual([{ field: 'amount', message }]);
  });

  it('says a credit refusal in the till’s own words and the language, amounts as values', async () => {
    const merchant = await signUpMerchant(t);
    const bread = await insertProduct(t.deps.db, merchant.user.id as string, {
      name: 'Brown bread',
      price: '20.00',
      stock: 5,
    });
    const customer = await call(t.app, 'POST', '/api/customers', {
      token: merchant.token,
      body: { name: 'Sipho', phone: '0831234567' },
    });
    await call(t.app, 'POST', '/api/credit-accounts', {
      token: merchant.token,
      body: { customerId: customer.body.id, creditLimit: '10' },
    });
    const sell = (headers?: Record<string, string>) =>
      call(t.app, 'POST', '/api/pos-sales', {
        token: merchant.token,
        body: { ...tillCart([[bread, 1]]), paymentMethod: 'credit', customerId: customer.body.id },
        headers,
      });
    const english = await sell();
    expect(english.status).toBe(422);
    expect(english.body.error.message).toBe('R23.00 is more than the available credit of R10.00.');
    const zu = await sell(zulu);
    expect(zu.body.error.message).toBe(
      'R23.00 ingaphezu kwekhredithi etholakalayo engu-R10.00.',
    );
  });

  it('says a money limit in the language: the amount is a value, not part of the key', async () => {
    const merchant = await signUpMerchant(t);
    const created = await call(t.app, 'POST', '/api/products', {
      token: merchant.token,
      body: { name: 'Gold bar', price: '100000.01', stock: 1 },
      headers: zulu,
    });
    expect(created.status).toBe(400);
    expect(created.body.error.details.issues).toContainEqual({
      field: 'price',
      message: 'Intengo kumele ingeqi ku-R100 000.00',
    });
  });

  it('words the credit profile in the language, figures unchanged', async () => {
    const merchant = await signUpMerchant(t);
    const profile = (headers?: Record<string, string>) =>
      call(t.app, 'GET', '/api/micro-lending/profile', { token: merchant.token, headers });
    const english = (await profile()).body;
    const sesotho = (await profile({ 'accept-language': 'st' })).body;
    expect(english.factors[0].label).toBe('Weeks with till sales');
    expect(english.factors[0].value).toBe('0 of the last 12 full weeks');
    expect(sesotho.creditLimit).toBe(english.creditLimit);
    expect(sesotho.factors).toHaveLength(english.factors.length);
    for (const [i, factor] of sesotho.factors.entries()) {
      expect(factor.label).not.toBe(english.factors[i].label);
      expect(factor.detail).not.toBe(english.factors[i].detail);
      expect(factor.effect).toBe(english.factors[i].effect);
    }
    expect(sesotho.factors[0].value).toMatch(/\b0\b.*\b12\b/);
  });
});
