import { AUDIT_RESOURCE_LABELS } from '../labels';
import { RESOURCE_DEFINITIONS } from '../resources';

/** What the audit log's `resource` names, in Vietnamese: a defined resource by its title. */
export const AUDIT_RESOURCES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(RESOURCE_DEFINITIONS.map((d) => [d.apiPath, d.title])),
  ...AUDIT_RESOURCE_LABELS,
};
