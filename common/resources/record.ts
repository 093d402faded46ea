import type { ResourceDefinition } from './define';
import type { Field } from './fields';

/** How a field reads in an answer (server/lib/resources/fieldSchemas.ts checks the same). */
type ValueOf<F extends Field> = F extends { kind: 'integer' | 'reference' }
  ? number
  : F extends { kind: 'yesNo' }
    ? boolean
    : F extends { kind: 'references' }
      ? number[]
      : F extends { kind: 'day' | 'image' }
        ? string | null
        : string;

/** A row of a defined resource as the API answers it: its id, its fields, its stamps. */
export type RecordOf<Definition> =
  Definition extends ResourceDefinition<infer Fields>
    ? { id: number } & { [K in keyof Fields]: ValueOf<Fields[K]> } & {
        createdAt: string;
        updatedAt: string;
      }
    : never;
