import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from '../../../scripts/eslint/no-untranslated-text.js';

// The tester names its cases through the test runner's hooks.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('no-untranslated-text', rule, {
  valid: [
    "const a = <p>{t('title')}</p>;",
    "const a = <input aria-label={t('search')} placeholder={t('hint')} />;",
    'const a = <span className="text-sm" id="cart">{count} · {formatRand(total)}</span>;',
    'const a = <span>KasiTrade</span>;',
    "const a = <p>{saving ? t('saving') : t('save')}</p>;",
    'const a = <input placeholder="0.00" type="search" />;',
    "toast({ title: t('added'), description: t('addedText', { name }), variant: 'destructive' });",
    "toast(limited ? { title: messageText(POS_MESSAGES.stockLimitTitle) } : { title: t('added') });",
    'toast({ title, description: `${order.orderNumber} · ${formatRand(total)}` });',
    "toastError(error, messageText(WALLET_MESSAGES.topUpFailed), t('failed'));",
    "const message = errorMessage(error, t('loadError'));",
    "document.title = t('title');",
    "const sizes = { title: 'text-lg font-bold' };",
  ],
  invalid: [
    { code: 'const a = <p>No sales yet.</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Close" />;', errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{'Loading'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{`${n} in stock`}</p>;', errors: [{ messageId: 'text' }] },
    {
      code: "const a = <p>{busy ? 'Saving…' : t('save')}</p>;",
      errors: [{ messageId: 'text' }],
    },
    { code: 'const a = <Field label={`Name`} />;', errors: [{ messageId: 'text' }] },
    {
      code: "toast({ title: 'Error', description: errorMessage(e, 'Failed to create category') });",
      errors: [{ messageId: 'text' }, { messageId: 'text' }],
    },
    {
      code: "toast({ title: t('done'), description: `${n} products were added.` });",
      errors: [{ messageId: 'text' }],
    },
    {
      code: "toast(limited ? { title: 'Stock Limit', variant: 'destructive' } : { title: t('added') });",
      errors: [{ messageId: 'text' }],
    },
    {
      code: "toast({ title: ok ? t('saved') : 'Sale saved offline' });",
      errors: [{ messageId: 'text' }],
    },
    { code: "toastError(error, 'Failed to create order');", errors: [{ messageId: 'text' }] },
    {
      code: "toast({ title: POS_MESSAGES.emptyCartTitle, description: t('emptyCart') });",
      errors: [{ messageId: 'shared' }],
    },
    {
      code: 'toastError(error, WALLET_MESSAGES.topUpFailed);',
      errors: [{ messageId: 'shared' }],
    },
    { code: 'const a = <p>{VOICE_MESSAGES.confirmed}</p>;', errors: [{ messageId: 'shared' }] },
    { code: "document.title = 'Smart Analytics';", errors: [{ messageId: 'text' }] },
  ],
});
