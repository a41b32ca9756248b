export default {
  manual: [
    "getting-started",
    {
      type: "category",
      label: "Guides",
      items: [
        "guides/building-and-serving",
        "guides/markdown",
        "guides/blog",
        "guides/interface-language",
        "guides/styling",
        "guides/migrating-from-docusaurus",
        "guides/versioned-docs",
        "guides/translated-sites",
        "guides/react-pages",
        "guides/site-plugins",
        "guides/deployment",
      ],
    },
    {
      type: "category",
      label: "Reference",
      items: ["reference/configuration", "reference/sidebars", "reference/cli", "reference/diagnostics"],
    },
    {
      type: "category",
      label: "How docsgen works",
      items: [
        "internals/output",
        "internals/search",
        "internals/build-cache",
        "internals/performance",
        "internals/architecture",
      ],
    },
  ],
};
