// The address of app/islands/index.ts in the browser build (vite.config.ts, islands()).
declare module "virtual:warta/islands" {
  const url: string;
  export default url;
}
