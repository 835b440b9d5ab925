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
  ],
});
