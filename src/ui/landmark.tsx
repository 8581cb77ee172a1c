import { createContext, useContext, type ReactNode } from 'react';

/** Whether the screen is drawn inside a layout's <main>: a screen then adds no second one. */
const InsideMain = createContext(false);

/** The page's one <main>: a layout's body, inside which screens draw their content. */
export function Main({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main className={className}>
      <InsideMain.Provider value={true}>{children}</InsideMain.Provider>
    </main>
  );
}

/** Whether a layout's <main> already holds this screen. */
export const useInsideMain = (): boolean => useContext(InsideMain);

/** A screen's body: the page's <main> when no layout gave one, else a plain block inside it. */
export function ScreenMain({ className, children }: { className?: string; children: ReactNode }) {
  return useInsideMain() ? <div className={className}>{children}</div> : <main className={className}>{children}</main>;
}
