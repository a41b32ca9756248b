import type { TabItemProps } from "./Tabs.tsx";

/** `@theme/TabItem`: rendered by its `<Tabs>`, which reads its props; alone, its content. */
export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
