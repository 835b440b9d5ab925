import { Bell, Database, Info, LogOut, Shield, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast-store';
import { logout } from '@client/api/session';
import { getStoredUser } from '@client/lib/storage';
import { AuditLogCard } from './components/audit-log-card';
import { useText } from '@client/i18n/use-text';
import { adminText } from './admin-text';

function SettingsCard({
  title,
  icon,
  children,
  action,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  /** Below the figures, outside their list. */
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm">{children}</dl>
        {action ? <div className="pt-4">{action}</div> : null}
      </CardContent>
    </Card>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

const icon = (Icon: typeof User) => <Icon className="size-4 text-brand-700" aria-hidden="true" />;

/** Static settings cards (spec: fixed values), the audit log, and logout to /admin/login. */
export default function AdminSettingsPage() {
  const [, navigate] = useLocation();
  const user = getStoredUser();
  const t = useText(adminText);
  const onLogout = () => {
    logout();
    toast({ title: t('settings.loggedOut'), description: t('settings.signedOut') });
    navigate('/admin/login');
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        actions={
          <Button variant="outline" onClick={onLogout}>
            <LogOut /> {t('settings.logout')}
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <SettingsCard title={t('settings.profile')} icon={icon(User)}>
          <Item label={t('settings.name')} value={user?.name ?? '—'} />
          <Item label={t('settings.username')} value={user ? `@${user.username}` : '—'} />
          <Item label={t('details.email')} value={user?.email ?? '—'} />
          <Item label={t('details.role')} value={user ? t(`role.${user.role}`) : '—'} />
        </SettingsCard>
        <SettingsCard
          title={t('settings.security')}
          icon={icon(Shield)}
          action={
            <Button
              size="sm"
              onClick={() =>
                toast({
                  title: t('settings.securityUpdated'),
                  description: t('settings.securityDescription'),
                })
              }
            >
              {t('settings.updateSecurity')}
            </Button>
          }
        >
          <Item label={t('settings.hashing')} value="Argon2id" />
          <Item label={t('settings.sessionTimeout')} value={t('settings.hours')} />
          <Item label={t('settings.idleLogout')} value={t('settings.minutes')} />
        </SettingsCard>
        <SettingsCard title={t('settings.database')} icon={icon(Database)}>
          <Item label={t('settings.engine')} value="PostgreSQL" />
          <Item label={t('settings.backup')} value={t('settings.dailyBackup')} />
          <Item label={t('settings.status')} value={t('settings.connected')} />
        </SettingsCard>
        <SettingsCard title={t('settings.notifications')} icon={icon(Bell)}>
          <Item label={t('settings.emailAlerts')} value={t('settings.on')} />
          <Item label={t('settings.smsCodes')} value={t('settings.on')} />
          <Item label={t('settings.lowStock')} value={t('settings.on')} />
        </SettingsCard>
        <SettingsCard title={t('settings.system')} icon={icon(Info)}>
          <Item label={t('settings.version')} value="2.1.0" />
          <Item label={t('settings.sessionTimeout')} value={t('settings.hours')} />
          <Item label={t('settings.backup')} value={t('settings.dailyBackup')} />
          <Item label={t('settings.currency')} value={t('settings.currencyValue')} />
        </SettingsCard>
        <AuditLogCard />
      </div>
    </div>
  );
}
