export const themeStorageKey = "theme";

// Runs in <head> before the first paint, so a dark-mode reader never sees a white flash.
export const themeScript = `(function(){try{var t=localStorage.getItem("${themeStorageKey}");var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;
