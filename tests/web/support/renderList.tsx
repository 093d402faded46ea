import type { ReactNode } from 'react';
import {
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
  type RaRecord,
  type ResourceDefinition,
} from 'react-admin';
import { admin, renderInAdmin, type Visitor } from './renderInAdmin';

/**
 * A resource's list page at `/{name}`, registered as `definition` says (its pages), for
 * `visitor`; its API answers `rows` as the list's one page.
 */
export function renderList(
  name: string,
  list: ReactNode,
  rows: RaRecord[],
  {
    definition = {},
    visitor = admin,
  }: { definition?: Partial<ResourceDefinition>; visitor?: Visitor } = {},
) {
  renderInAdmin(
    <ResourceDefinitionContextProvider definitions={{ [name]: { name, ...definition } }}>
      <ResourceContextProvider value={name}>{list}</ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    {
      visitor,
      path: `/${name}`,
      dataProvider: testDataProvider({
        getList: async () => ({ data: rows as never[], total: rows.length }),
      }),
    },
  );
}
