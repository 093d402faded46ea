import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { ResourceDefinition } from '../../../common/resources/define';
import type { Field } from '../../../common/resources/fields';
import { UploadInput } from '../UploadInput';
import { choicesOf } from './choices';

/** The input for a field, by its kind: the server's message for it shows under it. */
function input(source: string, field: Field, creating: boolean) {
  switch (field.kind) {
    case 'text':
      return field.multiline ? (
        <TextInput key={source} source={source} multiline minRows={2} />
      ) : (
        <TextInput key={source} source={source} />
      );
    case 'slug':
      return (
        <TextInput
          key={source}
          source={source}
          helperText={creating ? 'Để trống để tạo từ tên' : undefined}
        />
      );
    case 'integer':
      // No min or max here: the browser would refuse the value itself, in its own words.
      return <NumberInput key={source} source={source} step={1} />;
    case 'texts':
      return <TextArrayInput key={source} source={source} />;
    case 'choice':
      return (
        <SelectInput
          key={source}
          source={source}
          choices={choicesOf(field)}
          emptyText={field.optional ? '—' : undefined}
        />
      );
    case 'yesNo':
      return <BooleanInput key={source} source={source} />;
    case 'day':
      return <DateInput key={source} source={source} />;
    case 'image':
      return <UploadInput key={source} source={source} />;
    case 'reference':
      return (
        <ReferenceInput key={source} source={source} reference={field.resource}>
          <AutocompleteInput optionText={field.represent} />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput key={source} source={source} reference={field.resource} perPage={100}>
          <AutocompleteArrayInput optionText={field.represent} />
        </ReferenceArrayInput>
      );
    default:
      return <TextInput key={source} source={source} />;
  }
}

/**
 * The form a definition draws: one input a field it takes, in the order of its fields, and the
 * inputs its resource draws its own way (a colour picker), by field; then `children`, the inputs
 * of what its server part takes beyond the fields (a tool's options).
 */
export function DefinitionInputs({
  definition,
  creating = false,
  inputs = {},
  children,
}: {
  definition: ResourceDefinition;
  creating?: boolean;
  inputs?: Record<string, ReactElement>;
  children?: ReactNode;
}) {
  return (
    <>
      {Object.entries(definition.fields)
        .filter(([, field]) => !field.readOnly && (creating || !field.createOnly))
        .map(([source, field]) =>
          inputs[source] ? (
            <Fragment key={source}>{inputs[source]}</Fragment>
          ) : (
            input(source, field, creating)
          ),
        )}
      {children}
    </>
  );
}
