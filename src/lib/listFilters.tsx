import { Suspense } from 'react';
import type { NullableBooleanInputProps, SearchInputProps, SelectInputProps } from 'react-admin';
import { AfterRowsParts } from './afterRows';
import type { LazyPage } from './lazyPage';
import { optionalFilterInputs as inputs } from './optionalFilterInputs';

/**
 * A filter input whose code loads when the filter is first shown (react-admin shows a filter
 * that is always on, set, or added from its menu): most lists open with the search box alone.
 */
function deferred<Props extends object>(Input: LazyPage<Props>) {
  return function DeferredFilterInput(props: Props) {
    return (
      <Suspense fallback={null}>
        <Input {...props} />
      </Suspense>
    );
  };
}

const ReferenceFilterInput = deferred(inputs.reference);
const ChoiceFilterInput = deferred(inputs.choice);
const YesNoFilterInput = deferred(inputs.yesNo);
// With the filter form, after the list's rows (its code is in by the time the form draws it).
const SearchFilterInput = deferred<SearchInputProps>(AfterRowsParts.SearchInput);

/** The always-shown search box of a list (`filter.q`). */
export const searchFilter = () => <SearchFilterInput key="q" source="q" alwaysOn />;

/** A filter on a reference, picked by name with the server's search. */
export const referenceFilter = (source: string, reference: string) => (
  <ReferenceFilterInput key={source} source={source} reference={reference} />
);

/** A filter choosing one of `choices`; `emptyText` names its choice of all (blank otherwise). */
export const choiceFilter = (
  source: string,
  choices: SelectInputProps['choices'],
  alwaysOn = false,
  emptyText?: string,
) => (
  <ChoiceFilterInput
    key={source}
    source={source}
    choices={choices}
    alwaysOn={alwaysOn}
    {...(emptyText && {
      emptyText,
      // The choice of all is shown as chosen, not a blank select under its label.
      slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
    })}
  />
);

/** A yes / no / either filter. */
export const yesNoFilter = (
  source: string,
  props: Omit<NullableBooleanInputProps, 'source'> = {},
) => <YesNoFilterInput key={source} source={source} {...props} />;
