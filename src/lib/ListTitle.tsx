import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useListContext, useTranslate } from 'react-admin';

const CONTAINER_ID = 'react-admin-title';

/**
 * A list's title in the layout's title box (react-admin's TitlePortal), as react-admin's
 * `<Title>` puts it there; without the title editor of react-admin's inspector, whose code
 * (a form field) the list's first load would carry. By default the resource's name.
 */
export function ListTitle({ title }: { title?: ReactNode }) {
  const { defaultTitle } = useListContext();
  const translate = useTranslate();
  const [container, setContainer] = useState(() => document.getElementById(CONTAINER_ID));
  // Drawn with the layout, the box is not in the document yet on its first render: found before
  // that first render is painted, so the page does not move when the title comes.
  useLayoutEffect(() => {
    // A look at the document as committed, redrawn before the paint: what a layout effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!container?.isConnected) setContainer(document.getElementById(CONTAINER_ID));
  }, [container]);
  if (!container) return null;
  return createPortal(
    <span>
      {typeof title === 'string' ? translate(title, { _: title }) : (title ?? defaultTitle)}
    </span>,
    container,
  );
}
