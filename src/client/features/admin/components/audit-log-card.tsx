import { useState } from 'react';
import type { AdminLog } from '@shared/admin/admin.schemas';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { ListStates } from '@client/components/list-states';
import { useAdminLogs } from '../api/admin-queries';
import { formatInstant } from '@shared/time/format';
import { Pager } from '@client/components/pager';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

const PAGE_SIZE = 10;

/** The logged actions with a text in the catalogue (`action.<action>`); others show their code. */
const ACTIONS = new Set([
  'user.activate',
  'user.deactivate',
  'user.role',
  'employee.create',
  'employee.update',
  'employee.delete',
  'merchant.verified',
  'merchant.rejected',
]);

function describe(log: AdminLog, t: (typeof adminText)['t']) {
  const details = (log.details ?? {}) as Record<string, unknown>;
  const subject = details.businessName ?? details.username;
  const change =
    log.action === 'user.role' ? ` (${String(details.from)} → ${String(details.to)})` : '';
  const action = ACTIONS.has(log.action)
    ? t(`action.${log.action}` as Parameters<typeof t>[0])
    : log.action;
  return `${action}${subject ? `: ${String(subject)}` : ''}${change}`;
}

/** Recent admin actions, newest first, with who, what, when and from where. */
export function AuditLogCard() {
  const [page, setPage] = useState(1);
  const logs = useAdminLogs(page, PAGE_SIZE);
  const t = useText(adminText);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('audit.title')}</CardTitle>
        <CardDescription>{t('audit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ListStates
          query={logs}
          isEmpty={(data) => data.items.length === 0}
          skeleton={{ count: 1, className: 'h-24 w-full', listClassName: 'flex flex-col' }}
          error={t('audit.loadError')}
          empty={t('audit.none')}
          framed={false}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-slate-100">
              {data.items.map((log) => (
                <li
                  key={log.id}
                  className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-3"
                >
                  <p className="min-w-0 text-sm break-words text-slate-900">
                    <span className="font-semibold">{log.actorName}</span> {describe(log, t)}
                  </p>
                  <p className="shrink-0 text-xs text-slate-500">
                    {formatInstant(log.createdAt)}
                    {log.ipAddress ? ` · ${log.ipAddress}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
        <Pager page={page} pageSize={PAGE_SIZE} total={logs.data?.total ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
