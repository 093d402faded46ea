import type { SearchHit } from '../../../common/schemas/search';
import { PERMISSIONS } from '../../../common/permissions';

/** Where a hit opens, for someone holding `permissions`: an admin's page, else a member's. */
export function hitPath({ kind, id }: SearchHit, permissions: readonly string[]): string {
  const may = (name: string) => permissions.includes(name);
  switch (kind) {
    case 'user':
      return `/app/profile/${id}`;
    case 'transaction':
      return `/app/transaction/${id}`;
    case 'order':
      return may(PERMISSIONS.paymentAll) ? `/app/admin/payment/orders/${id}/show` : '/app/payment';
    case 'hero':
      return may(PERMISSIONS.aovHeroCreate) ? `/app/admin/aov/heroes/edit/${id}` : '/app/tool';
    case 'tag':
      return may(PERMISSIONS.aovTagCreate) ? `/app/admin/aov/tags/edit/${id}` : '/app/tool';
    case 'skin':
      return may(PERMISSIONS.aovSkinCreate) ? `/app/admin/aov/skins/edit/${id}` : '/app/tool';
  }
}
