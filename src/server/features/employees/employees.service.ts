import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Employee,
  EmployeeCreateSchema,
  EmployeeUpdateSchema,
} from '@shared/employees/employees.schemas';
import { RULE_MESSAGES } from '@shared/admin/account-rules';
import type { PageQuery } from '@shared/paging/paging';
import type { Deps } from '@server/deps';
import type { Tx } from '@server/db/client';
import { users } from '@server/db/schema/index';
import { applyAccountChange, assertAccountChange } from '@server/domain/accounts/account-changes';
import { writeAdminLog, type AdminActor } from '@server/lib/admin-log';
import { conflict, forbidden, notFound } from '@server/lib/app-error';
import { hashPassword } from '@server/lib/crypto';
import type { UserRow } from '@server/domain/accounts/sessions';

const TAKEN = 'That username is already taken. Choose another one.';

/** Employees: staff accounts an admin created (managerId set); deleted ones are hidden. */
const liveEmployee = and(isNotNull(users.managerId), isNull(users.deletedAt));

function toEmployeeDto(row: UserRow): Employee {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isActive: row.isActive,
    managerId: row.managerId,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function lockEmployee(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveEmployee))
    .for('update');
  if (!row) throw notFound('Employee');
  return row;
}

export function createEmployeesService({ db, clock }: Deps) {
  return {
    async list({ page, pageSize }: PageQuery) {
      const rows = await db
        .select()
        .from(users)
        .where(liveEmployee)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(users).where(liveEmployee);
      return { items: rows.map(toEmployeeDto), total: total?.n ?? 0 };
    },

    /** Role admin unless a super_admin chooses super_admin. */
    async create(actor: AdminActor, input: z.output<typeof EmployeeCreateSchema>) {
      const role = input.role ?? 'admin';
      if (role === 'super_admin' && actor.role !== 'super_admin') {
        throw forbidden(RULE_MESSAGES.grantSuper);
      }
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, input.username));
      if (taken) throw conflict(TAKEN);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            name: input.name,
            email: input.email,
            phone: input.phone,
            role,
            managerId: actor.id,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict(TAKEN);
        await writeAdminLog(tx, actor, {
          action: 'employee.create',
          entityType: 'employee',
          entityId: created.id,
          details: { username: created.username, role },
        });
        return toEmployeeDto(created);
      });
    },

    async update(actor: AdminActor, id: string, input: z.output<typeof EmployeeUpdateSchema>) {
      return db.transaction(async (tx) => {
        const target = await lockEmployee(tx, id);
        await assertAccountChange(tx, actor.id, target, input);
        const values = Object.fromEntries(
          Object.entries(input).filter(([, value]) => value !== undefined),
        ) as Partial<typeof users.$inferInsert>;
        const updated = await applyAccountChange(tx, target, values, clock());
        await writeAdminLog(tx, actor, {
          action: 'employee.update',
          entityType: 'employee',
          entityId: id,
          details: { username: target.username, changes: values },
        });
        return toEmployeeDto(updated);
      });
    },

    /** Delete turns the login off and hides the employee; the row and its history stay. */
    async remove(actor: AdminActor, id: string) {
      return db.transaction(async (tx) => {
        const target = await lockEmployee(tx, id);
        if (target.id === actor.id) throw forbidden('You cannot delete your own account');
        await assertAccountChange(tx, actor.id, target, { isActive: false });
        const now = clock();
        await applyAccountChange(tx, target, { isActive: false, deletedAt: now }, now);
        await writeAdminLog(tx, actor, {
          action: 'employee.delete',
          entityType: 'employee',
          entityId: id,
          details: { username: target.username },
        });
        return { message: 'Employee deleted successfully' };
      });
    },
  };
}
