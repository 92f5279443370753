import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

/** Whether a `<main>` landmark already wraps what renders here (the event layout's). */
const InsideMain = createContext(false);

/**
 * The page's one `<main>` landmark, which screen readers jump to. The event layout wraps every
 * screen in it (event pages had none: content sat in a div), so a screen inside asks ScreenMain
 * for its own outermost element.
 */
export function MainLandmark({ children, ...props }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <InsideMain.Provider value={true}>
      <main {...props}>{children}</main>
    </InsideMain.Provider>
  );
}

/**
 * A screen's outermost element: `<main>` where nothing else is (a page outside the event layout,
 * an error page), else a labelled `<section>` inside the layout's main — never a second main.
 */
export function ScreenMain(props: HTMLAttributes<HTMLElement>) {
  return useContext(InsideMain) ? <section {...props} /> : <main {...props} />;
}
