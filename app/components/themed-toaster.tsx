import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";

// The theme lives in a class on <html> (set before paint, toggled by ThemeToggle); toasts follow it.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains("dark");

export function ThemedToaster() {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return (
    <Toaster
      theme={dark ? "dark" : "light"}
      position="top-right"
      duration={5000}
      swipeDirections={["right"]}
      richColors
      closeButton
    />
  );
}
