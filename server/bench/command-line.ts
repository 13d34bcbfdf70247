/** The number after `--name` on the command line (`-- --seconds 5`), else `fallback`. */
export const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
