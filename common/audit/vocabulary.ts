import {
  CONFIG_FIELD_LABELS,
  CONFIG_KIND_LABELS,
  GROUP_FIELD_LABELS,
  TOOL_OPTION_LABELS,
  TRANSACTION_FIELD_LABELS,
} from '../fieldLabels';
import { TASK_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '../labels';
import { RESOURCE_DEFINITIONS } from '../resources';
import { labelOf, STAMP_LABELS, type ResourceDefinition } from '../resources/define';

type Labels = Readonly<Record<string, string>>;

/** How the screens name a kind of record's fields and coded values, and which field names it. */
export interface Vocabulary {
  labels: Labels;
  /** Field → stored code → its label (`status.paid`: Đã thanh toán). */
  codes: Readonly<Record<string, Labels>>;
  /** The fields a record goes by, the first one it has (its name, its e-mail…). */
  names: readonly string[];
}

const byApiPath = new Map(RESOURCE_DEFINITIONS.map((d) => [d.apiPath, d]));

function vocabularyOfDefinition(definition: ResourceDefinition, more: Labels = {}): Vocabulary {
  const keys = [
    ...Object.keys(definition.fields),
    ...Object.keys(definition.labels ?? {}),
    ...Object.keys(STAMP_LABELS),
  ];
  const codes = Object.entries(definition.fields).flatMap(([field, spec]) =>
    spec.kind === 'choice' ? [[field, spec.choices] as const] : [],
  );
  return {
    labels: { ...Object.fromEntries(keys.map((k) => [k, labelOf(definition, k)])), ...more },
    codes: Object.fromEntries(codes),
    names: [definition.represent, 'email'],
  };
}

const definition = (apiPath: string, more?: Labels) =>
  vocabularyOfDefinition(byApiPath.get(apiPath)!, more);

const transactions: Vocabulary = {
  labels: TRANSACTION_FIELD_LABELS,
  codes: { type: TRANSACTION_TYPE_LABELS },
  names: [],
};

const config: Vocabulary = {
  labels: CONFIG_FIELD_LABELS,
  codes: { isPublic: CONFIG_KIND_LABELS },
  names: ['key'],
};

/** The audit log's kinds of record (its `resource`) that no definition's API path names. */
const OTHERS: Record<string, Vocabulary> = {
  'permissions/group': { labels: GROUP_FIELD_LABELS, codes: {}, names: ['name'] },
  'permissions/userGroup': definition('users'),
  tools: definition('tools', TOOL_OPTION_LABELS),
  'config/public': config,
  'config/private': config,
  transactions,
  'wallets/transfer': transactions,
  'system-wallets/transfer': transactions,
  tasks: {
    labels: { status: 'Trạng thái', progress: 'Tiến độ (%)', error: 'Lỗi', price: 'Giá (BELI)' },
    codes: { status: TASK_STATUS_LABELS },
    names: [],
  },
  'staging/tags': definition('tags'),
  'staging/heroes': definition('heroes'),
  'staging/skins': definition('skins'),
};

const NONE: Vocabulary = { labels: {}, codes: {}, names: ['name', 'title', 'email', 'code'] };

/** The screens' words for the records of an audit event's `resource`. */
export function vocabularyOf(resource: string): Vocabulary {
  const own = OTHERS[resource];
  if (own) return own;
  const defined = byApiPath.get(resource);
  return defined ? vocabularyOfDefinition(defined) : NONE;
}
