import { createElement } from 'react';
import { STAGING_KINDS, type StagingKind } from '../../common/aov';
import type { ResourceDefinition } from '../../common/resources/define';
import { StagingPage } from '../pages/aovTemp';
import { definitionEntry, type OwnPages } from './definitionEntry';
import type { ResourceEntry } from './resourceEntry';

const stagingKind = (apiPath: string) =>
  STAGING_KINDS.find((kind): kind is StagingKind => kind === apiPath);

/**
 * An Aov catalogue, at /app/admin/aov/{kind} (API /api/{kind}): its definition's resource with
 * its own list (and inputs), and, for a staged kind, its `temp` staging screen.
 */
export function catalogueEntry(
  definition: ResourceDefinition,
  own: Required<Pick<OwnPages, 'list' | 'icon'>> & Pick<OwnPages, 'inputs' | 'deleteButton'>,
): ResourceEntry {
  const kind = stagingKind(definition.apiPath);
  return definitionEntry(definition, {
    ...own,
    more: kind ? { temp: createElement(StagingPage, { kind }) } : {},
  });
}
