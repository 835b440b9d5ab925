import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { InstallAppButton } from '@client/components/install-app-button';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { saveSession } from '@client/lib/storage';
import { deviceCredentialOf, forgetDevice, rememberDevice } from '@client/lib/storage';
import type { SessionResponse } from '@shared/auth/auth.schemas';
import { settleSessionLanguage } from '@client/i18n/account-language';
import { useText } from '@client/i18n/use-text';
import { authApi } from './api/sign-in';
import { authText } from './auth-text';
import { AuthCard } from './components/auth-card';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { SignedOutNotice } from './components/signed-out-notice';
import { VerifyForm } from './components/verify-form';

type Mode = 'login' | 'register' | 'verify';

const { t } = authText;

const heading = (mode: Mode) => ({
  title: t(`${mode}.title`),
  subtitle: t(`${mode}.subtitle`),
});

/** Login, registration and phone-code verification in one page (docs/product.md "Screens"). */
export default function MerchantLoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [phone, setPhone] = useState('');
  const [, navigate] = useLocation();
  useText(authText);

  const enter = ({ token, user }: SessionResponse, title: string) => {
    saveSession(token, user);
    settleSessionLanguage(user);
    toast({
      title,
      description: user.businessName
        ? t('signedInTo', { business: user.businessName })
        : t('signedIn'),
    });
    navigate('/dashboard', { replace: true });
  };

  const login = async (values: Parameters<typeof authApi.merchantLogin>[0]) => {
    const device = deviceCredentialOf(values.username);
    try {
      const result = await authApi.merchantLogin({ ...values, deviceToken: device?.token });
      // The owner trusted this phone: the right password is enough, no code was sent.
      if (result.session) return enter(result.session, t('welcomeBack'));
      // A credential that no longer opens the account was revoked or has expired.
      if (device) forgetDevice(values.username);
      setPhone(result.phone ?? '');
      setMode('verify');
      toast({
        title: t('loginSuccess'),
        description: t('codeSent'),
      });
    } catch (error) {
      toastError(error, t('invalidCredentials'), t('loginFailed'));
    }
  };

  const register = async (values: Parameters<typeof authApi.register>[0]) => {
    try {
      const result = await authApi.register(values);
      setPhone(result.phone);
      setMode('verify');
      toast({
        title: t('registrationSuccess'),
        description: t('codeSent'),
      });
    } catch (error) {
      toastError(error, t('unableToCreate'), t('registrationFailed'));
    }
  };

  const verify = async (code: string, trustDevice: boolean) => {
    try {
      const session = await authApi.verifyPhone({ phone, code, trustDevice });
      if (session.trustedDevice) rememberDevice(session.user.username, session.trustedDevice);
      enter(session, t('welcome'));
    } catch (error) {
      toastError(error, t('invalidCode'), t('verificationFailed'));
    }
  };

  const resend = async () => {
    try {
      await authApi.resendCode(phone);
      toast({ title: t('codeResent'), description: t('newCodeSent') });
    } catch (error) {
      // "Please wait 27 seconds…" says more than the spec's fallback (docs/design.md "Errors" allows it).
      toastError(error, t('resendFailed'));
    }
  };

  const switcher =
    mode === 'verify' ? (
      <button
        type="button"
        className="font-semibold text-brand-700"
        onClick={() => setMode('login')}
      >
        {t('backToLogin')}
      </button>
    ) : (
      <>
        {mode === 'login' ? t('noAccount') : t('haveAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
        >
          {mode === 'login' ? t('registerShop') : t('signInLink')}
        </button>
      </>
    );

  return (
    <AuthCard
      {...heading(mode)}
      footer={
        <div className="flex flex-col gap-3">
          <Link
            href="/admin/login"
            className="flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-3 text-xs font-bold tracking-widest text-slate-700 hover:bg-slate-50"
          >
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('adminPortalLink')}
          </Link>
          <InstallAppButton className="w-full" />
        </div>
      }
    >
      <SignedOutNotice />
      {mode === 'login' ? <LoginForm variant="merchant" onSubmit={login} /> : null}
      {mode === 'register' ? <RegisterForm onSubmit={register} /> : null}
      {mode === 'verify' ? <VerifyForm phone={phone} onSubmit={verify} onResend={resend} /> : null}
      <p className="mt-5 text-center text-sm text-slate-600">{switcher}</p>
    </AuthCard>
  );
}
