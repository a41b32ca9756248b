import type { ImgHTMLAttributes } from "react";
import { useColorMode } from "./theme-common.ts";
import useIsBrowser from "./useIsBrowser.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { sources: { light: string; dark: string } };

/**
 * `@theme/ThemedImage`: both images on the server and at hydration, the one of the current mode shown by CSS
 * (the mode is known only in the browser); after hydration, only the current mode's image.
 */
export default function ThemedImage({ sources, className, alt, ...rest }: Props) {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const modes = isBrowser ? [colorMode] : (["light", "dark"] as const);
  return (
    <>
      {modes.map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={["themedComponent", `themedComponent--${mode}`, className].filter(Boolean).join(" ")}
          {...rest}
        />
      ))}
    </>
  );
}
