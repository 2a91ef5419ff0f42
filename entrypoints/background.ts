export default defineBackground(() => {
  // Wired up by the extension issue.
});
