// 在 SCW 的共享配置上补充本项目的入口、输出和 TypeScript 规则。
// 开发版：npm run dev 或 npm run watch；发布版：npm run build。
const path = require("node:path");
const { merge } = require("webpack-merge");
const SCW = require("slightning-coco-widget--webpack");

module.exports = (_env, argv) => {
  const production = argv.mode === "production";
  return merge(SCW.config, {
    mode: production ? "production" : "development",
    stats: "minimal",
    entry: "./src/index.ts",
    // CoCo 里只有 eval 系列的源码映射有效；发布版不带源码映射
    devtool: production ? false : "eval-source-map",
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "output-widget.js",
    },
    module: {
      rules: [{ test: /\.tsx?$/, exclude: /node_modules/, use: "ts-loader" }],
    },
    resolve: {
      extensions: [".ts", ".tsx", ".js", ".jsx"],
    },
  });
};
