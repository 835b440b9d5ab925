import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { saveSession } from '@client/lib/storage';
import { authApi } from './api/sign-in';
import { AuthCard } from './components/auth-card';
import { LoginForm, type LoginValues } from './components/login-form';
import { settleSessionLanguage } from '@client/i18n/account-language';
import { useText } from '@client/i18n/use-text';
import { authText } from './auth-text';

/** Admin sign-in (docs/product.md "Screens"): on success to /admin/dashboard. */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const t = useText(authText);

  const onSubmit = async (values: LoginValues) => {
    try {
      const { token, user } = await authApi.adminLogin(values);
      saveSession(token, user);
      settleSessionLanguage(user);
      toast({ title: t('adminWelcome'), description: t('adminGranted') });
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      toastError(error, t('invalidAdmin'), t('accessDenied'));
    }
  };

  return (
    <AuthCard
      title={t('adminTitle')}
      subtitle={t('adminSubtitle')}
      footer={
        <Link
          href="/merchant/login"
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          {t('backToMerchant')}
        </Link>
      }
    >
      <LoginForm variant="admin" onSubmit={onSubmit} />
    </AuthCard>
  );
}
