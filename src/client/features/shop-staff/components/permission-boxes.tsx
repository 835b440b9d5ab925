import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  DEFAULT_PERMISSIONS,
  STAFF_PERMISSIONS,
  type ShopStaffRole,
} from '@shared/shop-staff/permissions';
import { Badge } from '@client/components/ui/badge';
import { useText } from '@client/i18n/use-text';
import { shopStaffText } from '../shop-staff-text';

/**
 * A tick box per permission; the role's defaults carry the role's name, so the owner sees what
 * the role does before changing it.
 */
export function PermissionBoxes({
  role,
  register,
  onDefaults,
}: {
  role: ShopStaffRole;
  register: UseFormRegisterReturn<'permissions'>;
  onDefaults: () => void;
}) {
  const t = useText(shopStaffText);
  const roleName = t(`role.${role}`);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{t('form.permissions')}</legend>
      <p className="text-xs text-slate-500">{t('form.permissionsHelp', { role: roleName })}</p>
      <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {STAFF_PERMISSIONS.map((permission) => (
          <label
            key={permission}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              value={permission}
              className="size-5 shrink-0 accent-brand-700"
              {...register}
            />
            <span className="min-w-0 flex-1 text-slate-900">{t(`permission.${permission}`)}</span>
            {DEFAULT_PERMISSIONS[role].includes(permission) ? (
              <Badge variant="secondary" className="shrink-0">
                {roleName}
              </Badge>
            ) : null}
          </label>
        ))}
      </div>
      <button
        type="button"
        onClick={onDefaults}
        className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('form.useDefaults')}
      </button>
    </fieldset>
  );
}
