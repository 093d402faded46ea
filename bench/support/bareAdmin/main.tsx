// The peer of `npm run bench:web`: a bare react-admin app listing the same API route.
import { createRoot } from 'react-dom/client';
import { Admin, fetchUtils, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, {
    ...options,
    user: { authenticated: true, token: `Bearer ${localStorage.getItem('token')}` },
  });

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api', httpClient)}>
    {/* The portal's page of skins: 25 rows by name. */}
    <Resource
      name="skins"
      list={<ListGuesser perPage={25} sort={{ field: 'name', order: 'ASC' }} />}
    />
  </Admin>,
);
