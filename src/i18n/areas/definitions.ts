import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import {
  cardIdOf,
  labelOf,
  STAMP_LABELS,
  type ResourceDefinition,
} from '../../../common/resources/define';

/** The labels of a definition's fields, filters, exported values, search box and stamps. */
function fieldLabels(definition: ResourceDefinition) {
  const keys = [
    ...(definition.list.search?.length ? ['q'] : []),
    ...Object.keys(definition.fields),
    ...Object.keys(definition.labels ?? {}),
    ...Object.keys(STAMP_LABELS).filter((key) => key !== 'q'),
  ];
  return Object.fromEntries(keys.map((key) => [key, labelOf(definition, key)]));
}

/** Each definition's resource name and labels, and its admin card's texts. */
export const definitionMessages = {
  resources: Object.fromEntries(
    RESOURCE_DEFINITIONS.map((definition) => [
      definition.name,
      { name: `${definition.title} |||| ${definition.title}`, fields: fieldLabels(definition) },
    ]),
  ),
  app: {
    admin: {
      cards: Object.fromEntries(
        RESOURCE_DEFINITIONS.map((definition) => [
          cardIdOf(definition),
          {
            title: definition.card.title ?? definition.title,
            description: definition.card.description,
          },
        ]),
      ),
    },
  },
};
