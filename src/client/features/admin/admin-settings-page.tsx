import { Bell, Database, Info, LogOut, Shield, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast-store';
import { logout } from '@client/lib/api';
import { getStoredUser } from '@client/lib/storage';
import { AuditLogCard } from './components/audit-log-card';
import { ROLE_LABELS } from '@client/lib/format';

function SettingsCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
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
  const onLogout = () => {
    logout();
    toast({ title: 'Logged Out', description: 'You have been signed out.' });
    navigate('/admin/login');
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="System Settings"
        subtitle="Your profile, security and the platform's configuration"
        actions={
          <Button variant="outline" onClick={onLogout}>
            <LogOut /> Logout
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <SettingsCard title="Profile" icon={icon(User)}>
          <Item label="Name" value={user?.name ?? '—'} />
          <Item label="Username" value={user ? `@${user.username}` : '—'} />
          <Item label="Email" value={user?.email ?? '—'} />
          <Item label="Role" value={user ? ROLE_LABELS[user.role] : '—'} />
        </SettingsCard>
        <SettingsCard title="Security" icon={icon(Shield)}>
          <Item label="Password hashing" value="Argon2id" />
          <Item label="Session timeout" value="24 hours" />
          <Item label="Idle logout" value="2 minutes" />
          <div className="pt-2">
            <Button
              size="sm"
              onClick={() =>
                toast({
                  title: 'Security Updated',
                  description: 'Security settings have been updated.',
                })
              }
            >
              Update Security
            </Button>
          </div>
        </SettingsCard>
        <SettingsCard title="Database" icon={icon(Database)}>
          <Item label="Engine" value="PostgreSQL" />
          <Item label="Backup" value="Daily backup" />
          <Item label="Status" value="Connected" />
        </SettingsCard>
        <SettingsCard title="Notifications" icon={icon(Bell)}>
          <Item label="Email alerts" value="On" />
          <Item label="SMS codes" value="On" />
          <Item label="Low stock alerts" value="On" />
        </SettingsCard>
        <SettingsCard title="System Information" icon={icon(Info)}>
          <Item label="Version" value="2.1.0" />
          <Item label="Session timeout" value="24 hours" />
          <Item label="Backup" value="Daily backup" />
          <Item label="Currency" value="Rand (R), VAT 15%" />
        </SettingsCard>
        <AuditLogCard />
      </div>
    </div>
  );
}
