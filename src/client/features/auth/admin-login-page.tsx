import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from '@client/lib/api';
import { saveSession } from '@client/lib/storage';
import { authApi } from './auth-api';
import { AuthCard } from './components/auth-card';
import { LoginForm, type LoginValues } from './components/login-form';

/** Admin sign-in (spec section 2): on success to /admin/dashboard. */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();

  const onSubmit = async (values: LoginValues) => {
    try {
      const { token, user } = await authApi.adminLogin(values);
      saveSession(token, user);
      toast({ title: 'Welcome Back!', description: 'Admin Portal Access Granted' });
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      toast({
        title: 'Access Denied',
        description: errorMessage(error, 'Invalid admin credentials'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthCard
      title="Admin Portal"
      subtitle="Sign in with your platform admin account."
      footer={
        <Link
          href="/merchant/login"
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          Back to Merchant Login
        </Link>
      }
    >
      <LoginForm variant="admin" onSubmit={onSubmit} />
    </AuthCard>
  );
}
