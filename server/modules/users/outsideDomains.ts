import { sql, type SQL } from 'drizzle-orm';
import { configEntries, users } from '../../db/schema';

/**
 * Accounts whose e-mail is of no allowed domain (ALLOWED_EMAIL_DOMAINS of the server and of the
 * configuration): listed for an admin to decide on, since the rule only refuses their next
 * sign-in. None while no domain is configured.
 */
export function outsideAllowedDomains(allowedByEnv: readonly string[]): SQL {
  const configured = sql`coalesce((
    select array(select jsonb_array_elements_text(${configEntries.value}))
    from ${configEntries}
    where ${configEntries.key} = 'ALLOWED_EMAIL_DOMAINS' and jsonb_typeof(${configEntries.value}) = 'array'
  ), '{}'::text[])`;
  const allowed = sql`(array[${sql.join(
    allowedByEnv.map((domain) => sql`${domain}`),
    sql`, `,
  )}]::text[] || ${configured})`;
  return sql`(cardinality(${allowed}) > 0 and split_part(${users.email}, '@', 2) <> all(${allowed}))`;
}
