import { SelectInput } from 'react-admin';

/**
 * A list filter choosing one of `ids`, each shown by its message `${prefix}.${source}.${id}`
 * (a resource's `resources.<name>` messages, usually).
 */
export const selectFilter = (
  prefix: string,
  source: string,
  ids: readonly string[],
  alwaysOn = false,
) => (
  <SelectInput
    key={source}
    source={source}
    choices={ids.map((id) => ({ id, name: `${prefix}.${source}.${id}` }))}
    alwaysOn={alwaysOn}
  />
);
