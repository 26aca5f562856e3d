// `npm run lint` runs this: no module may import itself back, directly or through others, type
// imports included (a cycle of types still ties two modules' designs together); and database/
// (migrations, dialect) stands below the app, which runs it (the demo seed, which writes through
// the app's modules, lives in app/.server/seed/).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Move what both sides need into a third module (types into a types.ts, rules into app/lib).",
      from: {},
      to: { circular: true },
    },
    {
      name: "database-below-app",
      severity: "error",
      comment:
        "database/ imports nothing of the app above app/lib: app/.server/db runs the migrations, not the other way round.",
      from: { path: "^database/" },
      to: { path: "^(app/(\\.server|routes|components)|server|scripts)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^\\.react-router/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
