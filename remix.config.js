/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Browser-only libraries (jsPDF, html2canvas) are split into their own chunks
  // by dynamic import(); nothing else needs configuring for the classic compiler.
};
