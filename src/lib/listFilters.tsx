import { Suspense } from 'react';
import {
  FilterButton,
  SearchInput,
  type NullableBooleanInputProps,
  type ReferenceInputProps,
  type SelectInputProps,
} from 'react-admin';
import { lazyPage, type LazyPage } from './lazyPage';

const inputs = {
  reference: lazyPage<ReferenceInputProps, 'ReferenceFilterInput'>(
    () => import('./filterInputs'),
    'ReferenceFilterInput',
  ),
  choice: lazyPage<SelectInputProps, 'ChoiceFilterInput'>(
    () => import('./filterInputs'),
    'ChoiceFilterInput',
  ),
  yesNo: lazyPage<NullableBooleanInputProps, 'YesNoFilterInput'>(
    () => import('./filterInputs'),
    'YesNoFilterInput',
  ),
};

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

const preloadInputs = () => Object.values(inputs).forEach((input) => input.preload());

/**
 * react-admin's filter menu button. Pointing at it, or focusing it, starts loading the filter
 * inputs, so that a filter picked from its menu is drawn at once.
 */
export function FilterMenuButton() {
  return (
    <span style={{ display: 'contents' }} onPointerOver={preloadInputs} onFocus={preloadInputs}>
      <FilterButton />
    </span>
  );
}

/** The always-shown search box of a list (`filter.q`). */
export const searchFilter = () => <SearchInput key="q" source="q" alwaysOn />;

/** A filter on a reference, picked by name with the server's search. */
export const referenceFilter = (source: string, reference: string) => (
  <ReferenceFilterInput key={source} source={source} reference={reference} />
);

/** A filter choosing one of `choices`. */
export const choiceFilter = (
  source: string,
  choices: SelectInputProps['choices'],
  alwaysOn = false,
) => <ChoiceFilterInput key={source} source={source} choices={choices} alwaysOn={alwaysOn} />;

/** A yes / no / either filter. */
export const yesNoFilter = (
  source: string,
  props: Omit<NullableBooleanInputProps, 'source'> = {},
) => <YesNoFilterInput key={source} source={source} {...props} />;
