import { useEffect } from "react";

/**
 * Names the page in the browser's tab and history. Sets the title index.html already has rather
 * than rendering a second <title>: the tab shows the first one in the document.
 */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
