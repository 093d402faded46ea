import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { groups, userGroups } from '../../db/schema';
import { recordAuditEvent } from '../../lib/audit/record';
import { readConfigValues } from '../config';
import { assertAnotherActiveAdmin, isActiveAdmin, lockAdminGroup } from './adminGroup';

/** The claim's values: a list of strings, or one string. */
function claimValues(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  return Array.isArray(claim) ? claim.filter((v): v is string => typeof v === 'string') : [];
}

async function mayLoseAdminGroup(tx: Transaction, adminGroupId: number, userId: number) {
  if (!(await isActiveAdmin(tx, adminGroupId, userId))) return true;
  return assertAnotherActiveAdmin(tx, adminGroupId, userId).then(
    () => true,
    () => false,
  );
}

/**
 * Sets the groups the identity provider gives a user, at each sign-in: OIDC_GROUP_MAPPINGS maps
 * the values of the OIDC_GROUPS_CLAIM claim to portal groups by name. Groups the mapping gives
 * are added (marked as the provider's) and those it no longer gives are taken back; a group an
 * admin gave by hand is never touched, nor is the last enabled admin's admin group. A change is
 * one audit event by the system (group names before and after).
 */
export async function syncProviderGroups(
  tx: Transaction,
  userId: number,
  claims: Readonly<Record<string, unknown>>,
): Promise<void> {
  const config = await readConfigValues(tx, ['OIDC_GROUPS_CLAIM', 'OIDC_GROUP_MAPPINGS']);
  const mappings = new Map(Object.entries(config.OIDC_GROUP_MAPPINGS));
  const wantedNames = [
    ...new Set(claimValues(claims[config.OIDC_GROUPS_CLAIM]).flatMap((v) => mappings.get(v) ?? [])),
  ];
  const wanted = wantedNames.length
    ? await tx
        .select({ id: groups.id, name: groups.name })
        .from(groups)
        .where(inArray(groups.name, wantedNames))
    : [];
  const held = await tx
    .select({ id: groups.id, name: groups.name, fromProvider: userGroups.fromProvider })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId));
  const added = wanted.filter((group) => !held.some((h) => h.id === group.id));
  let removed = held.filter((h) => h.fromProvider && !wanted.some((w) => w.id === h.id));
  if (!added.length && !removed.length) return;
  const adminGroupId = await lockAdminGroup(tx);
  if (
    removed.some((group) => group.id === adminGroupId) &&
    !(await mayLoseAdminGroup(tx, adminGroupId, userId))
  ) {
    removed = removed.filter((group) => group.id !== adminGroupId);
  }
  if (added.length) {
    await tx
      .insert(userGroups)
      .values(added.map((group) => ({ userId, groupId: group.id, fromProvider: true })));
  }
  if (removed.length) {
    await tx.delete(userGroups).where(
      and(
        eq(userGroups.userId, userId),
        inArray(
          userGroups.groupId,
          removed.map((group) => group.id),
        ),
      ),
    );
  }
  if (!added.length && !removed.length) return;
  const fromProvider = (list: { name: string }[]) => list.map((group) => group.name).sort();
  const before = held.filter((h) => h.fromProvider);
  const after = [...before.filter((h) => !removed.some((r) => r.id === h.id)), ...added];
  await recordAuditEvent(tx, {
    actor: null,
    resource: 'permissions/userGroup',
    recordId: String(userId),
    action: 'SIGNIN groups',
    before: { providerGroups: fromProvider(before) },
    after: { providerGroups: fromProvider(after) },
  });
}
