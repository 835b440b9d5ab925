import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';

/**
 * Buttons that share a place must read differently in every language (issue 35: Sesotho's
 * delete dialog showed "Hlakola" twice, Afrikaans' "Stoor…" looked like its own button).
 * Each pair is "area:key", found in the component named beside it.
 */
const TOGETHER: [string, string, string][] = [
  ['common:cancel', 'employees:delete', 'employees-page (delete dialog)'],
  ['common:cancel', 'backups:dialog.confirm', 'restore-dialog'],
  ['common:cancel', 'account:devices.confirm', 'devices-card'],
  ['micro-lending:cancel', 'micro-lending:confirm', 'apply-dialog'],
  ['micro-lending:cancel', 'micro-lending:pay', 'repay-dialog'],
  ['vas:cancel', 'vas:continue', 'vas-form'],
  ['till-staff:cancel', 'till-staff:back', 'approval-dialog'],
  ['till-staff:back', 'till-staff:notNow', 'switch-screen'],
  ['till-staff:cancel', 'till-staff:notNow', 'switch-screen'],
  ['common:cancel', 'brands:promotion.add', 'promotion-form'],
  ['common:cancel', 'brands:promotion.update', 'promotion-form'],
  ['pos-checkout:method.cash', 'pos-checkout:method.card', 'payment-method (the till)'],
  ['pos-checkout:method.cash', 'pos-checkout:method.wallet', 'payment-method (the till)'],
  ['pos-checkout:method.cash', 'pos-checkout:method.credit', 'payment-method (the till)'],
  ['pos-checkout:method.card', 'pos-checkout:method.wallet', 'payment-method (the till)'],
  ['pos-checkout:method.card', 'pos-checkout:method.credit', 'payment-method (the till)'],
  ['pos-checkout:method.wallet', 'pos-checkout:method.credit', 'payment-method (the till)'],
  ['pos-checkout:checkout', 'pos-checkout:checkoutOffline', 'checkout-area'],
];

/** A busy label takes its button's place while the request runs: it must not read the same. */
const BUSY: [string, string, string][] = [
  ['pos-checkout:processing', 'pos-checkout:checkout', 'checkout-area'],
  ['backups:uploading', 'backups:uploadFile', 'upload-backup-button'],
  ['backups:backingUp', 'backups:backUpNow', 'backups-page'],
  ['backups:dialog.restoring', 'backups:dialog.confirm', 'restore-dialog'],
  ['auth:verifying', 'auth:verifyCode', 'verify-form'],
  ['auth:sending', 'auth:resendCode', 'verify-form'],
  ['auth:creatingAccount', 'auth:createAccount', 'register-form'],
  ['auth:signingIn', 'auth:signIn', 'login-form'],
  ['account:password.saving', 'account:password.change', 'password-card'],
  ['employees:form.adding', 'employees:add', 'employee-form-dialog'],
  ['employees:form.saving', 'employees:form.save', 'employee-form-dialog'],
  ['wallets:saving', 'wallets:topUp', 'top-up-dialog'],
  ['voice-ordering:confirming', 'voice-ordering:confirmOrder', 'voice-result'],
  ['credit:create.creating', 'credit:create.submit', 'create-account-dialog'],
  ['credit:recording', 'credit:recordPayment', 'repayment-form'],
  ['loyalty:saving', 'loyalty:addCard', 'new-card-dialog'],
  ['loyalty:redeeming', 'loyalty:redeem', 'customer-stamp-card'],
  ['store-setup:nav.completing', 'store-setup:nav.complete', 'wizard-nav-bar'],
  ['micro-lending:applying', 'micro-lending:confirm', 'apply-dialog'],
  ['micro-lending:paying', 'micro-lending:pay', 'repay-dialog'],
  ['vas:loading', 'vas:loadFloat', 'load-float-form'],
  ['dashboard:retrying', 'dashboard:tryAgain', 'dashboard-view'],
  ['analytics:retrying', 'analytics:tryAgain', 'analytics-page'],
  ['brands:form.saving', 'brands:promotion.add', 'promotion-form'],
];

const LOCALES = path.join(import.meta.dirname, 'locales');
const cache = new Map<string, Record<string, string>>();
function text(language: string, ref: string): string | undefined {
  const [area = '', key = ''] = ref.split(':');
  const file = path.join(LOCALES, language, `${area}.json`);
  if (!cache.has(file))
    cache.set(file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  return cache.get(file)![key];
}
/** What a reader tells apart: case, an ellipsis and an amount's placeholder do not count. */
const seen = (message: string) =>
  message
    .replace(/\{\w+\}/g, '')
    .replace(/…|\.\.\./g, '')
    .trim()
    .toLowerCase();

describe('buttons in one place read differently', () => {
  for (const [a, b, where] of [...TOGETHER, ...BUSY]) {
    it(`${a} and ${b} (${where}) exist in English`, () => {
      expect(text('en', a), a).toBeDefined();
      expect(text('en', b), b).toBeDefined();
    });
  }

  for (const language of LANGUAGE_CODES) {
    it(`${language}: no pair reads the same`, () => {
      const same = [...TOGETHER, ...BUSY]
        .map(([a, b, where]) => {
          // A language without the message shows English for it, as the app does.
          const first = text(language, a) ?? text('en', a)!;
          const second = text(language, b) ?? text('en', b)!;
          return seen(first) === seen(second) ? `${a} = ${b} "${first}" (${where})` : null;
        })
        .filter(Boolean);
      expect(same).toEqual([]);
    });
  }
});
