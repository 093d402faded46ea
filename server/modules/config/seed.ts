import { CONFIG_KEYS } from '../../../common/configKeys';
import type { Executor } from '../../db/client';
import { configEntries } from '../../db/schema';

/** Every known key with its default (unset keys stay missing); an entry an admin changed is never overwritten. */
export async function seedConfig(db: Executor): Promise<void> {
  await db
    .insert(configEntries)
    .values(
      Object.entries(CONFIG_KEYS).flatMap(([key, definition]) =>
        definition.default === null
          ? []
          : [
              {
                key,
                value: definition.default,
                isPublic: definition.isPublic,
                description: definition.description,
              },
            ],
      ),
    )
    .onConflictDoNothing();
}
