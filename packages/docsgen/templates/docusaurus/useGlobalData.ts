import { useSiteContext } from "./context.ts";

/**
 * `@docusaurus/useGlobalData`: what the site's plugins gave `setGlobalData` (cli/plugins/docusaurus/), by
 * plugin name and instance id, as Docusaurus's module gives it.
 */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useSiteContext().globalData ?? {};
}

/** Every instance's data of one plugin, by id; throws for a plugin that set none, as Docusaurus does. */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}) {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

/** One instance's data (`default` unless the site has several instances of the plugin). */
export function usePluginData(pluginName: string, pluginId = "default", options: { failfast?: boolean } = {}) {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (data === undefined && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
