import { sql, type SQL } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';

/**
 * The distinct actions starting with `prefix`, one index probe each (a loose scan of the
 * `text_pattern_ops` index, in byte order): a few dozen routes, however many events they have.
 */
export function actionsStartingWith(prefix: string): SQL {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const action = auditEvents.action;
  const next = (after: SQL) =>
    sql`(select ${action} from ${auditEvents} where ${action} like ${pattern} ${after}
         order by ${action} using ~<~ limit 1)`;
  return sql`with recursive verb_actions (action) as (
      ${next(sql``)}
      union all
      select ${next(sql`and ${action} ~>~ verb_actions.action`)} from verb_actions
      where verb_actions.action is not null
    ) select action from verb_actions where action is not null`;
}
