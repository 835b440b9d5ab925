import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import type { AdminLogin, AdminLoginSchema } from '@shared/auth/auth.schemas';
import { Button, buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from '@client/lib/api';
import { saveSession } from '@client/lib/storage';
import { authApi } from './auth-api';
import { AuthCard } from './components/auth-card';
import { TextField } from './components/text-field';
import { adminLoginResolver, preloadAuthValidation } from './lazy-auth-resolvers';

type Values = z.output<typeof AdminLoginSchema>;

/** Admin sign-in (spec section 2): on success to /admin/dashboard. */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const form = useForm<AdminLogin, unknown, Values>({
    resolver: adminLoginResolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: Values) => {
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
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        onFocus={preloadAuthValidation}
        className="flex flex-col gap-4"
      >
        <TextField
          id="admin-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          registration={form.register('username')}
          error={errors.username}
        />
        <TextField
          id="admin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Access Admin Portal'}
        </Button>
      </form>
    </AuthCard>
  );
}
