import type { ResourceDefinition } from './define';
import type { Field } from './fields';

/** A field's value as an answer holds it (a day, an image: none is `null`). */
type ValueOf<F extends Field> = F extends { optional: true }
  ? NonNullable<PlainValueOf<F>> | null
  : PlainValueOf<F>;

type PlainValueOf<F extends Field> = F extends { kind: 'integer' | 'reference' }
  ? number
  : F extends { kind: 'yesNo' }
    ? boolean
    : F extends { kind: 'references' }
      ? number[]
      : F extends { kind: 'texts' }
        ? string[]
        : F extends { kind: 'day' | 'image' | 'time' }
          ? string | null
          : string;

/** A definition's record as the app reads it: its id, its fields, its stamps as ISO texts. */
export type RecordOf<D> =
  D extends ResourceDefinition<infer Fields>
    ? { id: number; createdAt: string; updatedAt?: string } & {
        [K in keyof Fields]: ValueOf<Fields[K]>;
      }
    : never;
