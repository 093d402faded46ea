import { isValidElement, type ComponentType, type ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../layout/errors/NotFoundPage';

type Page = ResourceProps['list'];

/**
 * react-admin mounts a resource's pages on `/*`, `create/*` and `:id/*`, so a mistyped deeper
 * path would show the page above it. This answers the 404 page for anything left over instead.
 */
function exactPage(page: Page): Page {
  if (!page) return page;
  const Component = page as ComponentType;
  const element: ReactNode = isValidElement(page) ? page : <Component />;
  return function ExactPage() {
    return useParams()['*'] ? <NotFoundPage /> : element;
  };
}

/** The resource with each of its pages answering only its own path. */
export function withExactPages<Props extends ResourceProps>(props: Props): Props {
  return {
    ...props,
    list: exactPage(props.list),
    create: exactPage(props.create),
    edit: exactPage(props.edit),
    show: exactPage(props.show),
  };
}
