/** `@theme/Footer/Copyright`: the config's `themeConfig.footer.copyright`, as docsgen's footer shows it. */
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer__copyright">{copyright}</div>;
}
